import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { css } from '@emotion/react';
import { theme } from '@shop/ui';

export const control = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid ${theme.colors.borderMuted};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  &:focus {
    outline: none;
    border-color: ${theme.colors.glow};
    box-shadow: 0 0 0 3px rgba(59, 130, 246, 0.3);
  }
`;

const labelStyle = css`
  display: block;
  margin-bottom: 6px;
  font-size: 14px;
  font-weight: 600;
  color: ${theme.colors.textMuted};
`;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

/** A labelled input (the label is a real <label for>). */
export function Field({ label, ...input }: FieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <input id={id} css={control} {...input} />
    </div>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  children: ReactNode;
}

export function SelectField({ label, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <select id={id} css={control} {...select}>
        {children}
      </select>
    </div>
  );
}
