import { paintedMarkupOn, readPaintedPage } from '@shop/ui';

/** What the HTML painted (read once, when the storefront's code first runs). */
const painted = readPaintedPage();

/**
 * The markup the HTML painted, on the URL the browser loaded only: what a page shows while its
 * code (a lazily loaded chunk) and data arrive, so the text painted first stays on screen in place.
 * Our own build's markup, served by our gateway.
 */
export function paintedMarkup(pathname: string): { __html: string } | null {
  return paintedMarkupOn(painted, pathname);
}
