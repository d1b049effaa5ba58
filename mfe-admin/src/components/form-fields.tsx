import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { css } from '@emotion/react';
import { theme } from '@shop/ui';

export const control = css`
  width: 100%;
  box-sizing: border-box;
  min-height: 40px;
  padding: 8px 12px;
  border-radius: 8px;
  border: 1px solid ${theme.colors.borderMuted};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  &:focus {
    outline: 2px solid ${theme.colors.glow};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

const fieldBox = css`
  display: grid;
  gap: 6px;
  margin-bottom: 14px;
  label {
    font-weight: 600;
    font-size: 14px;
  }
`;

const errorText = css`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 13px;
`;

const hintText = css`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 13px;
`;

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** A labelled form control with its hint and its validation message (linked by aria-describedby). */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div css={fieldBox}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} css={hintText}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" css={errorText}>
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function TextInput(props, ref) {
    return <input ref={ref} css={control} {...props} />;
  },
);

export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextArea(props, ref) {
    return <textarea ref={ref} css={[control, { minHeight: 96, resize: 'vertical' }]} {...props} />;
  },
);

export const SelectInput = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function SelectInput(props, ref) {
    return <select ref={ref} css={control} {...props} />;
  },
);

export const checkboxRow = css`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 14px;
  font-weight: 600;
  input {
    width: 18px;
    height: 18px;
  }
`;

/** Search box and filters above a table; wraps on phones. */
export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin-bottom: 14px;
  & > input {
    flex: 1 1 260px;
  }
  & > select {
    flex: 0 1 200px;
  }
`;

export const rowActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  min-width: 300px;
  button {
    min-height: 32px;
    padding: 4px 10px;
    font-size: 13px;
  }
  ${theme.mobile} {
    min-width: 0;
    justify-content: flex-end;
  }
`;

/** A cell text that may wrap (the table keeps cells on one line by default). */
export const wrapText = css`
  white-space: normal;
  overflow-wrap: break-word;
  word-break: break-word;
`;

/** A wrapping text cell that keeps a readable width on wide screens (none on phones' cards). */
export const wideText = (minWidth: number) => css`
  display: inline-block;
  min-width: ${minWidth}px;
  white-space: normal;
  ${theme.mobile} {
    min-width: 0;
  }
`;
