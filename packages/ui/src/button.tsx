import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { css } from '@emotion/react';
import { theme } from './theme';

export type ButtonVariant = 'primary' | 'outline' | 'ghost';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 8px 18px;
  border-radius: 8px;
  font-weight: 700;
  letter-spacing: 0.02em;
  cursor: pointer;
  transition:
    background 120ms,
    box-shadow 120ms,
    border-color 120ms;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.border};
    color: ${theme.colors.text};
    &:hover:not(:disabled) {
      background: ${theme.colors.glow};
      box-shadow: 0 0 14px rgba(59, 130, 246, 0.55);
    }
  `,
  outline: css`
    border: 1px solid ${theme.colors.border};
    background: transparent;
    color: ${theme.colors.text};
    &:hover:not(:disabled) {
      background: rgba(37, 99, 235, 0.18);
    }
  `,
  ghost: css`
    border: 1px solid transparent;
    background: transparent;
    color: ${theme.colors.textMuted};
    &:hover:not(:disabled) {
      color: ${theme.colors.text};
    }
  `,
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} css={[base, variants[variant]]} {...props} />;
});
