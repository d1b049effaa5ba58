/** The attribute of the product title the page's HTML paints (src/first-paint.ts; the gateway fills it in). */
export const PRODUCT_TITLE_ATTRIBUTE = 'data-first-paint="product-title"';

/**
 * The product title the HTML painted on the page the browser loaded, read once when the storefront's
 * code first runs: the shell's first render (which waits for this code) then replaces that markup.
 */
const painted =
  typeof document === 'undefined'
    ? null
    : {
        path: window.location.pathname,
        title: document.querySelector(`[${PRODUCT_TITLE_ATTRIBUTE}]`)?.textContent?.trim() || null,
      };

/**
 * The painted title for `pathname`, only on the URL the browser loaded: what the product page shows
 * in its title's place until its code and data arrive, so the title painted first stays on screen.
 */
export function paintedProductTitle(pathname: string): string | null {
  return painted?.path === pathname ? painted.title : null;
}
