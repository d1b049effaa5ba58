import fs from 'node:fs';
import path from 'node:path';
import { messages } from './messages';

// The sign-in page's top painted with the HTML (first-paint/auth.html, put in #root of /auth by the
// gateway) must say what the React form says: the shell's first render replaces one with the other.
const html = fs.readFileSync(path.join(__dirname, '..', 'first-paint', 'auth.html'), 'utf8');
const texts = (tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((match) => match[1].trim());

describe('the first paint of /auth', () => {
  it("has the sign-in form's heading and intro and no other text", () => {
    expect(texts('h1')).toEqual([messages.auth.signInTitle]);
    expect(texts('p')).toEqual([messages.auth.signInIntro]);
    expect(
      html
        .replace(/<style>[^]*<\/style>/, '')
        .replace(/<(h1|p)>[^<]*<\/\1>/g, '')
        .replace(/<[^>]+>/g, '')
        .trim(),
    ).toBe('');
  });

  it('has no script (the page content security policy allows none inline)', () => {
    expect(html).not.toMatch(/<script/i);
  });
});
