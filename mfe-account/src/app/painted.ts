import { paintedMarkupOn, paintedPartOn, readPaintedPage } from '@shop/ui';

/** What the HTML painted (read once, when the account's code first runs). */
const painted = readPaintedPage();

/**
 * The markup the HTML painted, on the URL the browser loaded only: what a page shows while its
 * code (a lazily loaded chunk) arrives, so the text painted first stays on screen in place. Our
 * own build's markup, from messages, served by our gateway.
 */
export function paintedMarkup(pathname: string): { __html: string } | null {
  return paintedMarkupOn(painted, pathname);
}

/** Until the section drew its own data or was left (forgetPaintedSection). */
let sectionShown = true;

/**
 * The account section the HTML painted (the orders list the gateway filled with the user's first
 * orders), on the URL the browser loaded only, when it painted one: what the section shows while
 * the session, its chunk and its data arrive. Values in it were escaped by the gateway.
 */
export function paintedSection(pathname: string): { __html: string } | null {
  return sectionShown ? paintedPartOn(painted, pathname, '.fp-section') : null;
}

/**
 * Once the section drew its own data, or was left: the painted section (one user's orders, as
 * the page was loaded) is never shown again, e.g. after a sign-out and another sign-in.
 */
export function forgetPaintedSection(): void {
  sectionShown = false;
}
