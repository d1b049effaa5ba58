import { useRef, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, theme } from '@shop/ui';
import { messages } from '../../messages';
import { CartLink } from './cart-link';
import { MobileMenuButton } from './mobile-menu-button';
import { useNavActions } from './nav-actions';

// The min-heights are those of the bar's content at each width: the page below never moves when
// the bar's session part arrives.
const bar = css`
  position: sticky;
  top: 0;
  z-index: 50;
  min-height: 63px;
  @media (max-width: 1023px) {
    min-height: 66px;
  }
  ${theme.mobile} {
    min-height: 62px;
  }
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
  border-radius: 6px;
  span {
    /* the accent (#3b82f6) on the bar's gradient is 4.1:1, under WCAG AA's 4.5:1; this blue is 5.9:1 */
    color: #60a5fa;
    text-shadow: 0 0 12px rgba(59, 130, 246, 0.7);
  }
  /* phones and tablets: the brand on up to three lines leaves room for the links */
  @media (max-width: 1023px) {
    font-size: 13px;
    line-height: 1.15;
    white-space: normal;
    max-width: 110px;
  }
`;

// The phone and the wider bars are both in the markup, one hidden by CSS: the HTML rendered on the
// server (which cannot know the width) already shows the phone's bar, so hydration moves nothing
// (decision 0068; a JS media query re-laid the bar out on phones after hydration).
const wide = css`
  ${theme.mobile} {
    display: none;
  }
`;
const phone = css`
  display: flex;
  @media (min-width: 768px) {
    display: none;
  }
`;

const unseen = css`
  visibility: hidden;
`;

const links = css`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

const navLink = css`
  position: relative;
  padding: 8px 14px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${theme.colors.text};
  font-weight: 700;
  font-size: 14px;
  letter-spacing: 0.1em;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    left: 14px;
    right: 14px;
    bottom: 3px;
    height: 2px;
    border-radius: 2px;
    background: ${theme.colors.accent};
    box-shadow: 0 0 8px ${theme.colors.glow};
    transform: scaleX(0);
    transition: transform 160ms ease-out;
  }
  &:hover:not([aria-disabled='true']) {
    color: ${theme.colors.accent};
  }
  &:hover:not([aria-disabled='true'])::after {
    transform: scaleX(1);
  }
  &[aria-disabled='true'] {
    color: ${theme.colors.textMuted};
    opacity: 0.65;
    cursor: default;
  }
  ${theme.tablet} {
    padding: 8px 10px;
    font-size: 13px;
    letter-spacing: 0.06em;
    &::after {
      left: 10px;
      right: 10px;
    }
  }
`;

const userLink = css`
  color: ${theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  border-radius: 6px;
  &:hover {
    color: ${theme.colors.accent};
  }
  ${theme.tablet} {
    font-size: 14px;
  }
`;

const tabletGap = css`
  gap: 14px;
  @media (max-width: 1023px) {
    gap: 8px;
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
  /** The notification bell, shown to signed-in users (a feature the app plugs in). */
  bell?: ReactNode;
  /** Shows a short notice (PRODUCTS away from home). */
  notify(text: string): void;
}

/** Display name in the bar: cut to 12 characters (15 on phones), 'Account' when empty. */
export function displayName(username: string, mobile: boolean): string {
  const name = username.trim();
  return name ? name.slice(0, mobile ? 15 : 12) : messages.nav.accountFallback;
}

export function TopNav({ user, loading, onLogin, onLogout, loggingOut, bell, notify }: TopNavProps) {
  const header = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const actions = useNavActions(header, notify);
  const productsLabel = actions.skins ? messages.nav.skinList : messages.nav.products;
  // On the sign-in page the LOGIN entry would lead to the page itself.
  const showLogin = !actions.onAuthPage;
  const [brandStart, ...brandRest] = messages.brand.split(' ');

  return (
    <header css={bar} ref={header}>
      <nav css={inner} aria-label={messages.nav.label}>
        <Link to="/" css={logo} aria-label={messages.brandHome} onClick={actions.logo}>
          <span>{brandStart}</span> {brandRest.join(' ')}
        </Link>
        <ul css={[links, wide]}>
          <li>
            <button type="button" css={navLink} onClick={actions.products}>
              {productsLabel}
            </button>
          </li>
          <li>
            <button type="button" css={navLink} onClick={actions.faq}>
              {messages.nav.faq}
            </button>
          </li>
          <li>
            {/* A placeholder: focusable and announced as unavailable, goes nowhere. */}
            <button type="button" css={navLink} aria-disabled="true" title={messages.nav.reviewsUnavailable}>
              {messages.nav.reviews}
            </button>
          </li>
        </ul>
        <div css={[{ display: 'flex', alignItems: 'center', minWidth: 0, flex: 'none' }, tabletGap]}>
          <CartLink />
          {/* While the session loads (also in the HTML rendered on the server) LOGIN holds its place unseen. */}
          {!user && showLogin && (
            <Button
              css={[wide, loading && unseen]}
              onClick={onLogin}
              aria-hidden={loading || undefined}
              tabIndex={loading ? -1 : undefined}
            >
              {messages.nav.login}
            </Button>
          )}
          {user && (
            <Link to="/account" css={[userLink, wide]} title={`${messages.nav.myAccount}: ${user.username}`}>
              {displayName(user.username, false)}
            </Link>
          )}
          {user && bell}
          {user && (
            <Button css={wide} variant="outline" onClick={onLogout} disabled={loggingOut}>
              {messages.nav.logout}
            </Button>
          )}
          <div css={phone}>
            <MobileMenuButton
              productsLabel={productsLabel}
              showTopOfPage={actions.home}
              auth={
                loading ? null : user ? { kind: 'user', name: displayName(user.username, true) } : { kind: 'guest' }
              }
              showLogin={showLogin}
              onProducts={actions.products}
              onFaq={actions.faq}
              onTopOfPage={actions.topOfPage}
              onAccount={() => navigate('/account')}
              onLogin={onLogin}
              onLogout={onLogout}
            />
          </div>
        </div>
      </nav>
    </header>
  );
}
