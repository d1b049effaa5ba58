/** The attribute of the product title the page's HTML paints (src/first-paint.ts; the gateway fills it in). */
export const PRODUCT_TITLE_ATTRIBUTE = 'data-first-paint="product-title"';

/**
 * What the HTML painted in #root on the page the browser loaded (src/first-paint.ts through the
 * gateway), without the bar that stood in for the shell's: read once when the storefront's code
 * first runs, before the shell's first render (which waits for this code) replaces it.
 */
const painted = (() => {
  if (typeof document === 'undefined') return null;
  const frame = document.querySelector('#root > .fp');
  const style = document.querySelector('#root > style');
  if (!frame || !style) return null;
  const content = frame.cloneNode(true) as Element;
  content.querySelector('.fp-bar')?.remove();
  return {
    path: window.location.pathname,
    html: `<style>${style.textContent ?? ''}</style>${content.outerHTML}`,
    productTitle: content.querySelector(`[${PRODUCT_TITLE_ATTRIBUTE}]`)?.textContent?.trim() || null,
  };
})();

/**
 * The markup the HTML painted, on the URL the browser loaded only: what a page shows while its
 * code (a lazily loaded chunk) and data arrive, so the text painted first stays on screen in place.
 * Our own build's markup, served by our gateway with the product's title escaped.
 */
export function paintedMarkup(pathname: string): { __html: string } | null {
  return painted?.path === pathname ? { __html: painted.html } : null;
}

/** The product title the HTML painted, on the URL the browser loaded only (the detail's loading line). */
export function paintedProductTitle(pathname: string): string | null {
  return painted?.path === pathname ? painted.productTitle : null;
}
