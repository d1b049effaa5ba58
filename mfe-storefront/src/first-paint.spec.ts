import fs from 'node:fs';
import path from 'node:path';
import { home } from './messages/home';

// The home hero painted with the HTML (first-paint/home.html, put in #root of / by the gateway)
// must say what the page's React hero says: the first render replaces one with the other.
const html = fs.readFileSync(path.join(__dirname, '..', 'first-paint', 'home.html'), 'utf8');
const texts = (tag: string) => [...html.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((match) => match[1].trim());

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
