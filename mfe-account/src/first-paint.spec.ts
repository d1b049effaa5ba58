import { firstPaintPages } from './first-paint';
import { messages } from './messages';

// The account's pages painted with the HTML (the gateway puts each in #root of its URLs, the first
// render replaces it): built from the messages the React pages render, so the texts are theirs.
const page = (name: string) => {
  const found = firstPaintPages.find((candidate) => candidate.name === name);
  if (!found?.html) throw new Error(`no first paint named ${name}`);
  return found;
};
/** Everything a reader sees: the markup without the style block and the tags. */
const visibleText = (html: string) =>
  html
    .replace(/<style>[^]*<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('the first paints of the account', () => {
  it("paint the sign-in form's heading and intro, for everyone", () => {
    expect(visibleText(page('auth').html!)).toBe(`${messages.auth.signInTitle} ${messages.auth.signInIntro}`);
    expect(page('auth').signedIn).toBeFalsy();
  });

  it("paint /support's heading, New Ticket and intro, only for a request with a session", () => {
    const support = page('support');
    expect(visibleText(support.html!)).toBe(
      `${messages.tickets.supportTitle} ${messages.tickets.newTicket} ${messages.tickets.supportIntro}`,
    );
    expect(support.html).toContain('<h1>');
    // The drawn button is no button: the live one comes with the page.
    expect(support.html).not.toContain('<button');
    expect(support.signedIn).toBe(true);
  });

  it.each([
    ['account', '/account', messages.account.dashboard],
    ['account-wallet', '/account/wallet', messages.account.wallet],
    ['account-orders', '/account/orders', messages.account.orders],
    ['account-support', '/account/support', messages.account.support],
  ])(
    "paint the account area's frame on %s with its section marked, the user's values held empty",
    (name, path, active) => {
      const account = page(name);
      const m = messages.account;
      expect(account.path).toBe(path);
      expect(account.signedIn).toBe(true);
      expect(account.html).toContain(`<span class="fp-nav fp-active">${active}</span>`);
      expect(account.html!.match(/fp-active/g)).toHaveLength(2); // the rule and the one link
      expect(account.html!.match(/<dd>&nbsp;<\/dd>/g)).toHaveLength(3);
      const frame = `${m.title} ${m.username} ${m.email} ${m.id} ${m.dashboard} ${m.wallet} ${m.orders} ${m.support} ${m.goBack} ${m.logout}`;
      expect(visibleText(account.html!)).toBe(name === 'account' ? `${frame} ${m.dashboardText}` : frame);
    },
  );

  it('have no script (the pages allow none inline)', () => {
    for (const { name, html } of firstPaintPages) expect([name, /<script/i.test(html ?? '')]).toEqual([name, false]);
  });
});
