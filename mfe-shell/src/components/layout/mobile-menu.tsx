import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { css, keyframes } from '@emotion/react';
import { theme } from '@shop/ui';
import { messages } from '../../messages';
import { MenuIcon, menuTrigger, type MobileMenuProps } from './mobile-menu-parts';

const m = messages.nav;

const appear = keyframes`
  from { opacity: 0; transform: translateY(-6px); }
  to { opacity: 1; transform: none; }
`;

const content = css`
  z-index: 60;
  width: min(300px, calc(100vw - 20px));
  padding: 6px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.background};
  box-shadow:
    0 18px 40px rgba(0, 0, 0, 0.55),
    0 0 18px rgba(59, 130, 246, 0.35);
  &[data-state='open'] {
    animation: ${appear} 160ms ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'] {
      animation: none;
    }
  }
`;

const menuItem = css`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 12px;
  border-radius: 8px;
  font-weight: 700;
  letter-spacing: 0.06em;
  color: ${theme.colors.text};
  cursor: pointer;
  outline: none;
  user-select: none;
  &[data-highlighted] {
    background: rgba(37, 99, 235, 0.25);
    box-shadow: inset 0 0 0 1px ${theme.colors.glow};
  }
  &[aria-disabled='true'] {
    color: ${theme.colors.textMuted};
    opacity: 0.7;
    cursor: default;
  }
`;

const separator = css`
  height: 1px;
  margin: 6px 4px;
  background: ${theme.colors.borderMuted};
`;

/** The phone menu (below 768 px): the bar's links, TOP OF PAGE on home, and the account entries. */
export function MobileMenu(props: MobileMenuProps & { defaultOpen?: boolean }) {
  const { auth } = props;
  return (
    // Not modal: no scroll lock, so a chosen section can start scrolling while the menu closes.
    <DropdownMenu.Root modal={false} defaultOpen={props.defaultOpen}>
      <DropdownMenu.Trigger css={menuTrigger} aria-label={m.menu}>
        <MenuIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content css={content} align="end" sideOffset={8} collisionPadding={10}>
          <DropdownMenu.Item css={menuItem} onSelect={props.onProducts}>
            {props.productsLabel}
          </DropdownMenu.Item>
          <DropdownMenu.Item css={menuItem} onSelect={props.onFaq}>
            {m.faq}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            css={menuItem}
            aria-disabled="true"
            title={m.reviewsUnavailable}
            onSelect={(event) => event.preventDefault()}
          >
            {m.reviews}
          </DropdownMenu.Item>
          {props.showTopOfPage && (
            <DropdownMenu.Item css={menuItem} onSelect={props.onTopOfPage}>
              {m.topOfPage}
            </DropdownMenu.Item>
          )}
          {auth && (auth.kind === 'user' || props.showLogin) && <DropdownMenu.Separator css={separator} />}
          {auth?.kind === 'user' && (
            <>
              <DropdownMenu.Label
                css={{
                  padding: '4px 12px',
                  fontSize: 13,
                  color: theme.colors.textMuted,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {auth.name}
              </DropdownMenu.Label>
              <DropdownMenu.Item css={menuItem} onSelect={props.onAccount}>
                {m.myAccount}
              </DropdownMenu.Item>
              <DropdownMenu.Item css={menuItem} onSelect={props.onLogout}>
                {m.logout}
              </DropdownMenu.Item>
            </>
          )}
          {auth?.kind === 'guest' && props.showLogin && (
            <DropdownMenu.Item css={menuItem} onSelect={props.onLogin}>
              {m.loginRegister}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
