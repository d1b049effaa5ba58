import { css } from '@emotion/react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Button, Page, panel, theme, useShell } from '@shop/ui';
import type { SessionUser } from '@shop/ui';
import { messages } from '../../../messages';

const layout = css`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  ${theme.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

const navLink = css`
  display: block;
  padding: 10px 12px;
  border-radius: 8px;
  color: ${theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${theme.colors.text};
    background: rgba(37, 99, 235, 0.12);
  }
  &[aria-current='page'] {
    color: ${theme.colors.text};
    background: ${theme.colors.border};
  }
`;

/** Left panel (profile and section links) beside the current section. */
const SECTIONS = [
  { to: '/account', label: messages.account.dashboard, end: true },
  { to: '/account/wallet', label: messages.account.wallet, end: false },
  { to: '/account/orders', label: messages.account.orders, end: false },
  { to: '/account/support', label: messages.account.support, end: false },
  { to: '/account/alerts', label: messages.account.alerts, end: false },
  { to: '/account/security', label: messages.account.security, end: false },
] as const;

/** `user` null while the session loads: the frame, the values held as empty lines. */
export function AccountLayout({ user }: { user: SessionUser | null }) {
  const m = messages.account;
  const navigate = useNavigate();
  const { logout } = useShell();
  const goBack = () => {
    // Back where the visitor came from; home when the account area was the first page.
    const state = window.history.state as { idx?: unknown } | null;
    if (state && typeof state.idx === 'number' && state.idx > 0) void navigate(-1);
    else void navigate('/');
  };
  return (
    <Page>
      <div css={layout}>
        <aside css={[panel, { padding: 18, minWidth: 0 }]}>
          <h1 css={{ margin: '0 0 12px', fontSize: 22 }}>{m.title}</h1>
          <dl
            css={{
              margin: '0 0 16px',
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr)',
              gap: 6,
              dt: { fontSize: 12, color: theme.colors.textMuted },
              // One line each, cut with an ellipsis (the whole value in `title`): the page's first
              // paint holds one line for each before the session is known.
              dd: { margin: 0, fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
            }}
          >
            <div>
              <dt>{m.username}</dt>
              <dd title={user?.username}>{user?.username ?? '\u00a0'}</dd>
            </div>
            <div>
              <dt>{m.email}</dt>
              <dd title={user?.email}>{user?.email ?? '\u00a0'}</dd>
            </div>
            <div>
              <dt>{m.id}</dt>
              <dd>{user?.id ?? '\u00a0'}</dd>
            </div>
          </dl>
          <nav aria-label={m.nav}>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
              {SECTIONS.map((section) => (
                <li key={section.to}>
                  <NavLink to={section.to} end={section.end} css={navLink}>
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div
            css={{
              display: 'grid',
              gap: 8,
              marginTop: 16,
              paddingTop: 16,
              borderTop: `1px solid ${theme.colors.borderMuted}`,
            }}
          >
            <Button variant="outline" onClick={goBack}>
              {m.goBack}
            </Button>
            {logout && (
              <Button variant="ghost" onClick={() => void logout()}>
                {m.logout}
              </Button>
            )}
          </div>
        </aside>
        <section css={{ minWidth: 0 }}>
          {/* the sections read the user with useOutletContext */}
          <Outlet context={user} />
        </section>
      </div>
    </Page>
  );
}
