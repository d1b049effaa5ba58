import vm from 'node:vm';
import { FIRST_PAINT_SLOTS, formatUsd, paintOrders } from '@shop/shared';
import { BRAND, CART_STORAGE_KEY, formatDateTimeToMinute, readCart } from '@shop/ui';
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
    .replace(/<script>[^]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('the first paints of the account', () => {
  it('paint nothing for /auth (rendered on the server from the real components)', () => {
    expect(firstPaintPages.find(({ path }) => path === '/auth')).toBeUndefined();
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
    ['account-alerts', '/account/alerts', messages.account.alerts],
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
      // The shell's brand in the bar (its logo would otherwise be the largest text in view), then the frame.
      expect(account.html).toContain(
        `<a class="fp-logo" href="/" aria-label="${BRAND.homeLabel}"><span>GAME</span> <!---->ACCOUNT SHOP</a>`,
      );
      const frame = `${BRAND.name} ${m.title} ${m.username} ${m.email} ${m.id} ${m.dashboard} ${m.wallet} ${m.orders} ${m.support} ${m.alerts} ${m.security} ${m.goBack} ${m.logout}`;
      expect(visibleText(account.html!)).toBe(name === 'account' ? `${frame} ${m.dashboardText}` : frame);
    },
  );

  it("paint /cart's heading and, hidden until its script found no cart, the empty state, for everyone", () => {
    const cart = page('cart');
    expect(cart.path).toBe('/cart');
    expect(cart.signedIn).toBeFalsy();
    const html = cart.html!.replace(/<script>[^]*<\/script>/, '');
    expect(visibleText(html)).toBe(
      `${messages.cart.title} ${messages.cart.empty} ${messages.cart.emptyHint} ${messages.cart.backToShop}`,
    );
    // The script comes before the empty state (which is not parsed before it ran), the state is hidden by default.
    expect(cart.html!.indexOf('<script>')).toBeLessThan(cart.html!.indexOf('class="fp-cart-empty"'));
    expect(cart.html).toMatch(/\.fp-cart-empty \{[^}]*visibility: hidden;/);
    expect(cart.html).toContain('html[data-fp-cart="empty"] .fp-cart-empty { visibility: visible; }');
    // Drawn, not live: the link comes with the page.
    expect(cart.html).not.toContain('<a');
  });

  describe("/cart's script marks the empty cart only when the page's first state is the empty cart", () => {
    const script = /<script>([^]*?)<\/script>/.exec(page('cart').html!)![1]!;
    /** What the script decides for a stored value (undefined: no cart; 'throws': storage disabled). */
    const verdict = (stored: string | undefined | 'throws') => {
      const marks: [string, string][] = [];
      const localStorage = {
        getItem: (key: string) => {
          if (stored === 'throws') throw new Error('SecurityError');
          return key === CART_STORAGE_KEY && stored !== undefined ? stored : null;
        },
      };
      vm.runInNewContext(script, {
        window: { localStorage },
        document: { documentElement: { setAttribute: (name: string, value: string) => marks.push([name, value]) } },
      });
      expect(marks.length).toBeLessThanOrEqual(1);
      return marks.length ? marks[0] : null;
    };
    /** What the page's first render shows for the same value: readCart of @shop/ui. */
    const pageItems = (stored: string | undefined) => {
      const store = new Map(stored === undefined ? [] : [[CART_STORAGE_KEY, stored]]);
      const previous = (globalThis as { window?: unknown }).window;
      (globalThis as { window?: unknown }).window = {
        localStorage: { getItem: (key: string) => store.get(key) ?? null },
      };
      try {
        return readCart().length;
      } finally {
        (globalThis as { window?: unknown }).window = previous;
      }
    };
    const item = JSON.stringify([{ id: 3, title: 'EUW Fresh', price: '10.10', stock: 2 }]);

    it.each([
      ['no cart', undefined],
      ['an empty list', '[]'],
      ['no JSON', '{oops'],
      ['JSON that is no list', '{"id":3}'],
    ])('%s: empty, as the page reads it', (_name, stored) => {
      expect(verdict(stored)).toEqual(['data-fp-cart', 'empty']);
      expect(pageItems(stored)).toBe(0);
    });

    it('storage disabled: empty, as the page reads it', () => {
      expect(verdict('throws')).toEqual(['data-fp-cart', 'empty']);
    });

    it('a product in the cart: not marked, the page shows it', () => {
      expect(verdict(item)).toBeNull();
      expect(pageItems(item)).toBe(1);
    });

    it('entries the page drops: not marked (the empty state waits for the page, never shown wrongly)', () => {
      expect(verdict('[{"id":"x"}]')).toBeNull();
      expect(pageItems('[{"id":"x"}]')).toBe(0);
    });
  });

  it("have no script but /cart's and /account/orders' (the gateway allows them by their hash)", () => {
    for (const { name, html } of firstPaintPages)
      expect([name, /<script/i.test(html ?? '')]).toEqual([name, name === 'cart' || name === 'account-orders']);
    for (const name of ['cart', 'account-orders']) {
      expect(page(name).html!.match(/<script/g)).toHaveLength(1);
      expect(page(name).html).not.toMatch(/<script[^>]*\ssrc=/);
    }
  });

  describe('/account/orders: the list the gateway fills with the first orders', () => {
    const orders = page('account-orders');
    const parts = orders.orders!;
    const m = messages.orders;
    const order = {
      id: 41,
      title: 'EUW Fresh 30-40k',
      productCode: 'EUW-FRESH-30',
      orderDate: '2026-11-26T09:31:00.000Z',
      totalPrice: '12.5',
      status: 'completed',
      claimStatus: 'replaced',
    };

    it('is filled by the gateway for a signed-in request, its date script after the slot', () => {
      expect(orders.data).toBe('orders');
      expect(orders.signedIn).toBe(true);
      expect(orders.html).toContain(`${FIRST_PAINT_SLOTS.orders}<script>`);
    });

    it("shows each order's cells with the list's texts: id, title, code, date, price, status, claim, View", () => {
      const html = paintOrders(parts, [order, { ...order, id: 42, title: null, productCode: null, claimStatus: null }]);
      const columns = Object.values(m.columns).join(' ');
      expect(visibleText(html)).toBe(
        `${m.title} ${columns} ` +
          `#41 ${order.title} ${order.productCode} ${formatDateTimeToMinute(order.orderDate)} ${formatUsd('12.5')} ` +
          `${m.statuses.completed} ${messages.warranty.statuses.replaced} ${m.view} ` +
          `#42 ${m.untitled(42)} ${formatDateTimeToMinute(order.orderDate)} ${formatUsd('12.5')} ${m.statuses.completed} ${m.view}`,
      );
      // Every cell carries its column's name, as DataTable's cells do (the phone's card labels).
      expect(html.match(/<td data-label="/g)).toHaveLength(12);
      // The View button is drawn, not live; the page's own comes with it.
      expect(html).not.toContain('<button');
    });

    it('shows the empty state of the list for a user without orders', () => {
      expect(visibleText(paintOrders(parts, []))).toBe(`${m.title} ${m.empty} ${m.emptyHint} ${m.browse}`);
    });

    it("writes the dates in the browser's time zone as the list does", () => {
      const script = /<script>([^]*?)<\/script>/.exec(orders.html!)![1]!;
      const element = { textContent: 'server text', getAttribute: () => order.orderDate };
      vm.runInNewContext(script, { document: { querySelectorAll: () => [element] } });
      expect(element.textContent).toBe(formatDateTimeToMinute(order.orderDate));
      const none = { querySelectorAll: () => [] };
      expect(() => vm.runInNewContext(script, { document: none })).not.toThrow();
    });
  });
});
