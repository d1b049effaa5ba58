import { lazy, Suspense, useState } from 'react';
import { messages } from '../../messages';
import { MenuIcon, menuTrigger, type MobileMenuProps } from './mobile-menu-parts';

// The menu itself (Radix dropdown, its positioning and focus code) is loaded by the first press of
// the button, so a phone's first page does not download it; the button looks and sits the same.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

/** The phone menu's button; the menu opens once its code has arrived. */
export function MobileMenuButton(props: MobileMenuProps) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <button
      type="button"
      css={menuTrigger}
      aria-label={messages.nav.menu}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
    >
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
