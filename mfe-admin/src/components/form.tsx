import {
  forwardRef,
  useId,
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
  padding: 8px 10px;
  border-radius: 8px;
  border: 1px solid ${theme.colors.borderMuted};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  font-size: 14px;
  &:focus {
    outline: 2px solid ${theme.colors.glow};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

const labelCss = css`
  display: grid;
  align-content: start;
  gap: 4px;
  font-size: 13px;
  color: ${theme.colors.textMuted};
  min-width: 0;
`;

const errorCss = css`
  color: ${theme.colors.danger};
  font-size: 12px;
`;

/** A labelled control with its error message (the error is tied to the control for screen readers). */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div css={labelCss}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error && (
        <span id={`${id}-hint`} css={{ fontSize: 12 }}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} role="alert" css={errorCss}>
          {error}
        </span>
      )}
    </div>
  );
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(props, ref) {
  return <input ref={ref} css={control} {...props} />;
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function Select(props, ref) {
    return <select ref={ref} css={control} {...props} />;
  },
);

export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextArea(props, ref) {
    return <textarea ref={ref} css={[control, { minHeight: 80, resize: 'vertical' }]} {...props} />;
  },
);

/** Responsive grid of fields: `columns` across on wide screens, one on phones. */
export function FieldGrid({ columns = 2, children }: { columns?: number; children: ReactNode }) {
  return (
    <div
      css={css`
        display: grid;
        gap: 12px;
        grid-template-columns: repeat(${columns}, minmax(0, 1fr));
        ${theme.mobile} {
          grid-template-columns: 1fr;
        }
      `}
    >
      {children}
    </div>
  );
}

export const fieldset = css`
  border: 1px solid ${theme.colors.borderMuted};
  border-radius: ${theme.radius};
  padding: 12px;
  margin: 0 0 12px;
  display: grid;
  gap: 12px;
  min-width: 0;
  legend {
    padding: 0 6px;
    color: ${theme.colors.text};
    font-weight: 700;
    font-size: 14px;
  }
`;

/** A row of toggle buttons (game, server, rank status ... in the import forms). */
export function ChoiceButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange(value: T): void;
}) {
  return (
    <div role="group" aria-label={label} css={{ display: 'grid', gap: 6 }}>
      <span css={{ fontSize: 13, color: theme.colors.textMuted }}>{label}</span>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            css={css`
              padding: 6px 12px;
              border-radius: 8px;
              border: 1px solid ${theme.colors.borderMuted};
              background: ${theme.colors.background};
              color: ${theme.colors.textMuted};
              font: inherit;
              font-size: 13px;
              cursor: pointer;
              &[aria-pressed='true'] {
                border-color: ${theme.colors.border};
                background: rgba(37, 99, 235, 0.25);
                color: ${theme.colors.text};
                font-weight: 700;
              }
            `}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
