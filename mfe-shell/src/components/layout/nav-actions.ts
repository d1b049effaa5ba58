import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToSection, scrollToSectionWhenReady, smoothScrollTo } from '../../lib/scroll/smooth-scroll';
import { messages } from '../../messages';

/** Ids the storefront renders on the home page (and /skins for the category picker). */
export const SECTION_IDS = { products: 'game-categories', faq: 'faq-section' } as const;

/** Fired on the home page by the logo; the storefront forgets the category selection. */
export const FILTER_RESET_EVENT = 'shop:filter-reset';

export function isHome(pathname: string): boolean {
  return pathname === '/';
}

/** The Turkish home variant: it has the category picker too. */
export function isSkins(pathname: string): boolean {
  return pathname === '/skins' || pathname.startsWith('/skins/');
}

/** What the bar's links and the mobile menu do; `bar` is the sticky header the scroll stays below. */
export function useNavActions(bar: RefObject<HTMLElement | null>, notify: (text: string) => void) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const home = isHome(pathname);
  const pendingScroll = useRef<(() => void) | null>(null);

  useEffect(() => () => pendingScroll.current?.(), []);

  const products = useCallback(() => {
    // On /skins the same picker is on the page, so SKIN LIST scrolls there as well.
    const scrolled = (home || isSkins(pathname)) && scrollToSection(SECTION_IDS.products, bar.current);
    if (!scrolled) notify(messages.nav.productsOnlyOnHome);
  }, [bar, home, notify, pathname]);

  const faq = useCallback(() => {
    if (home && scrollToSection(SECTION_IDS.faq, bar.current)) return;
    pendingScroll.current?.();
    void navigate('/');
    pendingScroll.current = scrollToSectionWhenReady(SECTION_IDS.faq, bar.current);
  }, [bar, home, navigate]);

  const topOfPage = useCallback(() => smoothScrollTo(0), []);

  const logo = useCallback(
    (event: { preventDefault(): void }) => {
      if (!home) return; // the link navigates to /
      event.preventDefault();
      window.dispatchEvent(new CustomEvent(FILTER_RESET_EVENT));
      smoothScrollTo(0);
    },
    [home],
  );

  return { home, skins: isSkins(pathname), onAuthPage: pathname === '/auth', products, faq, topOfPage, logo };
}
