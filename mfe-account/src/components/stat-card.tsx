import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { panel, theme } from '@shop/ui';

const card = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  padding: 20px;
  border-color: ${theme.colors.border};
`;

const action = css`
  align-self: flex-start;
  margin-top: auto;
  padding: 8px 14px;
  border-radius: 8px;
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.text};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: rgba(37, 99, 235, 0.18);
  }
`;

/** A titled figure (balance, total spent, ...) with an optional link or control below it. */
export function StatCard({
  title,
  value,
  hint,
  link,
  children,
}: {
  title: string;
  value: ReactNode;
  hint?: string;
  link?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <section css={[panel, card]} aria-label={title}>
      <h3 css={{ margin: 0, fontSize: 14, fontWeight: 600, letterSpacing: '0.04em', color: theme.colors.textMuted }}>
        {title}
      </h3>
      <p css={{ margin: 0, fontSize: 30, fontWeight: 800, overflowWrap: 'anywhere' }}>{value}</p>
      {hint && <p css={{ margin: 0, fontSize: 13, color: theme.colors.textMuted }}>{hint}</p>}
      {link && (
        <Link to={link.to} css={action}>
          {link.label}
        </Link>
      )}
      {children}
    </section>
  );
}

/** Cards side by side, one column on phones. */
export const statGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
`;
