import { firstPaintPages } from './first-paint';
import { products } from './messages/home';

// The pages painted with the HTML (the gateway puts each in #root of its URLs, the first render
// replaces it): built from the messages the React pages render, so the texts are theirs.
const page = (name: string) => {
  const found = firstPaintPages.find((candidate) => candidate.name === name);
  if (!found?.html) throw new Error(`no first paint named ${name}`);
  return found.html;
};
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const texts = (tag: string, html: string) =>
  [...html.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, 'g'))].map((match) => unescape(match[1]));
/** Everything a reader sees: the markup without the style block and the tags. */
const visibleText = (html: string) =>
  unescape(
    html
      .replace(/<style>[^]*<\/style>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

describe('the first paints of the storefront', () => {
  it('paint the products heading, and nothing else', () => {
    expect(texts('h1', page('products'))).toEqual([products.pageHeading]);
    expect(visibleText(page('products'))).toBe(products.pageHeading);
    expect(firstPaintPages.map(({ name }) => name)).toEqual(['products']);
  });

  it('have no script (the pages allow none inline) and one h1 each', () => {
    for (const { name, html } of firstPaintPages) {
      if (!html) continue;
      expect([name, /<script/i.test(html), html.match(/<h1[ >]/g)?.length]).toEqual([name, false, 1]);
    }
  });

  // The gateway's first match wins: each URL must reach the page the storefront's routes render
  // (the server-rendered ones, the 404 among them, never look for a paint).
  it.each([
    ['/products/lol/fresh/40-50k', 'products'],
    ['/products', 'products'],
    ['/no-such-page', undefined],
    ['/products-old', undefined],
  ])('send %s to the paint %s (undefined: none, rendered on the server)', async (url, name) => {
    const { match } = await import('path-to-regexp');
    expect(firstPaintPages.find((candidate) => match(candidate.path)(url))?.name).toBe(name);
  });
});
