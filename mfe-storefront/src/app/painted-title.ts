import { paintedMarkupOn, readPaintedPage } from '@shop/ui';

/** The attribute of the product title the page's HTML paints (src/first-paint.ts; the gateway fills it in). */
export const PRODUCT_TITLE_ATTRIBUTE = 'data-first-paint="product-title"';

/** What the HTML painted (read once, when the storefront's code first runs), and the product title in it. */
const painted = readPaintedPage();
const productTitle = painted?.content.querySelector(`[${PRODUCT_TITLE_ATTRIBUTE}]`)?.textContent?.trim() || null;

/**
 * The markup the HTML painted, on the URL the browser loaded only: what a page shows while its
 * code (a lazily loaded chunk) and data arrive, so the text painted first stays on screen in place.
 * Our own build's markup, served by our gateway with the product's title escaped.
 */
export function paintedMarkup(pathname: string): { __html: string } | null {
  return paintedMarkupOn(painted, pathname);
}

/** The product title the HTML painted, on the URL the browser loaded only (the detail's loading line). */
export function paintedProductTitle(pathname: string): string | null {
  return painted?.path === pathname ? productTitle : null;
}
