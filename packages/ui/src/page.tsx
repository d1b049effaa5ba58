import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from './theme';

const container = css`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 32px 20px;
  ${theme.mobile} {
    padding: 20px 12px;
  }
`;

export function Page({ children }: { children: ReactNode }) {
  return <div css={container}>{children}</div>;
}

export const panel = css`
  border: 1px solid ${theme.colors.borderMuted};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;
