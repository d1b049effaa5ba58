/**
 * What the HTML painted in #root on the page the browser loaded (a remote's src/first-paint.ts
 * through the gateway), without the bar that stood in for the shell's and without its scripts
 * (which have run). A remote reads it once, when its code first runs, before the shell's first
 * render (which waits for that code) replaces it.
 */
export interface PaintedPage {
  path: string;
  /** The painted markup with its style, to show in place while a lazily loaded page arrives. */
  html: string;
  /** The painted style block. */
  style: string;
  content: Element;
}

export function readPaintedPage(): PaintedPage | null {
  if (typeof document === 'undefined') return null;
  const frame = document.querySelector('#root > .fp');
  const style = document.querySelector('#root > style');
  if (!frame || !style) return null;
  const content = frame.cloneNode(true) as Element;
  content.querySelector('.fp-bar')?.remove();
  content.querySelectorAll('script').forEach((script) => script.remove());
  const styleBlock = `<style>${style.textContent ?? ''}</style>`;
  return { path: window.location.pathname, html: `${styleBlock}${content.outerHTML}`, style: styleBlock, content };
}

/** The painted markup on the URL the browser loaded only (null elsewhere): a lazy page's fallback. */
export function paintedMarkupOn(page: PaintedPage | null, pathname: string): { __html: string } | null {
  return page?.path === pathname ? { __html: page.html } : null;
}

/**
 * One part of the painted page (the element `selector` finds, when it has content) with the page's
 * style, on the URL the browser loaded only: what a section shows in place while its code and data
 * arrive (the account's orders list painted with the gateway's data).
 */
export function paintedPartOn(page: PaintedPage | null, pathname: string, selector: string): { __html: string } | null {
  if (page?.path !== pathname) return null;
  const part = page.content.querySelector(selector);
  return part?.children.length ? { __html: `${page.style}<div class="fp">${part.innerHTML}</div>` } : null;
}
