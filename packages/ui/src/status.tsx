import type { ReactNode } from 'react';
import { css, keyframes } from '@emotion/react';
import { theme } from './theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const box = css`
  padding: 40px 16px;
  text-align: center;
  color: ${theme.colors.textMuted};
`;

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" css={box}>
      <span
        aria-hidden="true"
        css={{
          display: 'inline-block',
          width: 28,
          height: 28,
          marginBottom: 10,
          border: `3px solid ${theme.colors.borderMuted}`,
          borderTopColor: theme.colors.glow,
          borderRadius: '50%',
          animation: `${spin} 0.8s linear infinite`,
        }}
      />
      <p css={{ margin: 0 }}>{label}</p>
    </div>
  );
}

export function ErrorState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div role="alert" css={box}>
      <p css={{ margin: '0 0 14px', color: theme.colors.text }}>{message}</p>
      {action}
    </div>
  );
}

export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div css={box}>
      <p css={{ margin: '0 0 6px', color: theme.colors.text, fontWeight: 600 }}>{title}</p>
      {hint && <p css={{ margin: '0 0 14px' }}>{hint}</p>}
      {action}
    </div>
  );
}
