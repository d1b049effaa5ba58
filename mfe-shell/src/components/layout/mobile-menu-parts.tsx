// What the phone menu's button and the menu itself share; the button loads the menu lazily, so
// neither imports the other's module for these.
import { css } from '@emotion/react';
import { theme } from '@shop/ui';

export interface MobileMenuProps {
  productsLabel: string;
  showTopOfPage: boolean;
  /** null while the session is unknown: no auth entries yet. */
  auth: { kind: 'user'; name: string } | { kind: 'guest' } | null;
  showLogin: boolean;
  onProducts(): void;
  onFaq(): void;
  onTopOfPage(): void;
  onAccount(): void;
  onLogin(): void;
  onLogout(): void;
}

export const menuTrigger = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 42px;
  height: 42px;
  flex: none;
  border-radius: 8px;
  border: 1px solid ${theme.colors.border};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;
  &[data-state='open'] {
    background: rgba(37, 99, 235, 0.18);
  }
`;

export function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
