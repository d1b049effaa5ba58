/**
 * What the HTML painted in #root on the page the browser loaded (src/first-paint.ts through the
 * gateway), without the bar that stood in for the shell's and without its script (which has run):
 * read once when the account's code first runs, before the shell's first render (which waits for
 * this code) replaces it.
 */
const painted = (() => {
  if (typeof document === 'undefined') return null;
  const frame = document.querySelector('#root > .fp');
  const style = document.querySelector('#root > style');
  if (!frame || !style) return null;
  const content = frame.cloneNode(true) as Element;
  content.querySelector('.fp-bar')?.remove();
  content.querySelectorAll('script').forEach((script) => script.remove());
  return { path: window.location.pathname, html: `<style>${style.textContent ?? ''}</style>${content.outerHTML}` };
})();

/**
 * The markup the HTML painted, on the URL the browser loaded only: what a page shows while its
 * code (a lazily loaded chunk) arrives, so the text painted first stays on screen in place. Our
 * own build's markup, from messages, served by our gateway.
 */
export function paintedMarkup(pathname: string): { __html: string } | null {
  return painted?.path === pathname ? { __html: painted.html } : null;
}
