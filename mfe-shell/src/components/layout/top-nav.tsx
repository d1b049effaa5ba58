import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { theme } from '@shop/ui';
import { Button } from '@shop/ui';
import { messages } from '../../messages';
import { useMediaQuery } from '../use-media-query';

const bar = css`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(10, 26, 41, 0.92);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${theme.colors.borderMuted};
`;

const inner = css`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 10px 20px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  ${theme.mobile} {
    padding: 8px 12px;
  }
`;

const logo = css`
  color: ${theme.colors.text};
  text-decoration: none;
  font-weight: 800;
  font-size: 18px;
  letter-spacing: 0.06em;
  white-space: nowrap;
  span {
    color: ${theme.colors.accent};
    text-shadow: 0 0 12px rgba(59, 130, 246, 0.7);
  }
  ${theme.mobile} {
    font-size: 13px;
    line-height: 1.15;
    white-space: normal;
    max-width: 110px;
  }
`;

const userLink = css`
  color: ${theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 160px;
  &:hover {
    color: ${theme.colors.accent};
  }
  ${theme.mobile} {
    max-width: 120px;
    font-size: 14px;
  }
`;

export interface TopNavUser {
  username: string;
}

export interface TopNavProps {
  user: TopNavUser | null;
  /** While the session is unknown neither LOGIN nor the user is shown (no flash). */
  loading: boolean;
  onLogin(): void;
  onLogout(): void;
  loggingOut: boolean;
}

/** Display name in the bar: cut to 12 characters (15 on phones), 'Account' when empty. */
export function displayName(username: string, mobile: boolean): string {
  const name = username.trim();
  return name ? name.slice(0, mobile ? 15 : 12) : messages.nav.accountFallback;
}

export function TopNav({ user, loading, onLogin, onLogout, loggingOut }: TopNavProps) {
  const mobile = useMediaQuery('(max-width: 767px)');
  const [brandStart, brandEnd] = [messages.brand.split(' ')[0], messages.brand.split(' ').slice(1).join(' ')];
  return (
    <header css={bar}>
      <nav css={inner} aria-label={messages.nav.label}>
        <Link to="/" css={logo} aria-label={messages.brandHome}>
          <span>{brandStart}</span> {brandEnd}
        </Link>
        <div css={{ display: 'flex', alignItems: 'center', gap: mobile ? 8 : 14, minWidth: 0 }}>
          {!loading && !user && <Button onClick={onLogin}>{messages.nav.login}</Button>}
          {user && (
            <>
              <Link to="/account" css={userLink} title={`${messages.nav.myAccount}: ${user.username}`}>
                {displayName(user.username, mobile)}
              </Link>
              <Button variant="outline" onClick={onLogout} disabled={loggingOut} css={mobile && { padding: '6px 12px', minHeight: 36 }}>
                {messages.nav.logout}
              </Button>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
