import fs from 'node:fs';
import path from 'node:path';
import { home, products } from './messages/home';
import { legal } from './messages/legal';

// The home hero painted with the HTML (first-paint/home.html, put in #root of / by the gateway)
// must say what the page's React hero says: the first render replaces one with the other.
const read = (file: string) => fs.readFileSync(path.join(__dirname, '..', 'first-paint', file), 'utf8');
const html = read('home.html');
const texts = (tag: string, from = html) =>
  [...from.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((match) => match[1].trim());

describe('the first paint of /', () => {
  it('has the hero texts of the storefront, one h1', () => {
    expect(texts('h1')).toEqual([home.heroTitle]);
    expect(texts('p')).toEqual([home.heroText]);
    expect(texts('span')).toEqual([home.heroCta]);
  });

  it('has no script (the page content security policy allows none inline)', () => {
    expect(html).not.toMatch(/<script/i);
  });
});

// The products pages' heading (first-paint/products.html, in #root of /products and /products/*).
describe('the first paint of the products pages', () => {
  const page = read('products.html');

  it('has the products page heading of the storefront and no other text', () => {
    expect(texts('h1', page)).toEqual([products.pageHeading]);
    expect(
      page
        .replace(/<style>[^]*<\/style>/, '')
        .replace(/<h1>[^<]*<\/h1>/, '')
        .replace(/<[^>]+>/g, '')
        .trim(),
    ).toBe('');
  });

  it('has no script', () => {
    expect(page).not.toMatch(/<script/i);
  });
});

// The legal pages' whole text (first-paint/<page>.html, in #root of that page): the first render
// replaces it with the React page, so it must be the same text; the date line is held empty.
describe.each([
  ['privacy-policy.html', legal.privacy],
  ['terms-of-service.html', legal.terms],
  ['refund-policy.html', legal.refund],
] as const)('the first paint of %s', (file, document) => {
  const page = read(file);
  const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

  it("has the page's title, an empty date line and its paragraphs, in order", () => {
    expect(texts('h1', page)).toEqual([document.title]);
    expect(texts('p', page).map(unescape)).toEqual(['&nbsp;', ...document.paragraphs]);
  });

  it('has no script', () => {
    expect(page).not.toMatch(/<script/i);
  });
});
