import { lazy, Suspense, useState } from 'react';
import { css } from '@emotion/react';
import { theme } from '@shop/ui';
import { messages } from '../../messages';
import type { MobileMenuProps } from './mobile-menu';

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

// The menu itself (Radix dropdown, its positioning and focus code) is loaded by the first press of
// the button, so a phone's first page does not download it; the button looks and sits the same.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

/** The phone menu's button; the menu opens once its code has arrived. */
export function MobileMenuButton(props: MobileMenuProps) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <button type="button" css={menuTrigger} aria-label={messages.nav.menu} aria-haspopup="menu" aria-expanded={false} onClick={() => setWanted(true)}>
      <MenuIcon />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MobileMenu {...props} defaultOpen />
    </Suspense>
  );
}
