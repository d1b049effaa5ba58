import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstPaintPages } from '../../mfe-account/src/first-paint';
import { type Shop, signUp, startShop } from '../../test-support/shop';
import { type ApiClient, type Stack } from '../../test-support/stack';

// Issue 21: /account/orders comes with the signed-in user's first orders painted in its HTML (the
// page's LCP element is the first order's title). The real gateway and subgraphs on PostgreSQL;
// the account's first paints are the ones its build writes (mfe-account/src/first-paint.ts, listed
// as packages/mfe-build/first-paint.mjs lists them), the shell's page and the remote's manifest minimal ones.

const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-first-paint-'));

function writeBuild() {
  const write = (relative: string, text: string) => {
    const file = path.join(staticRoot, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  write(
    'mfe-shell/dist/index.html',
    '<!doctype html><html><head><title>shop</title></head><body><div id="root"></div></body></html>',
  );
  // A same-origin remote's manifest (the gateway paints only for one it preloads).
  write(
    'mfe-account/dist/mf-manifest.json',
    JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
  );
  for (const page of firstPaintPages) if (page.html) write(`mfe-account/dist/first-paint/${page.name}.html`, page.html);
  const list = firstPaintPages.map((page) => ({
    path: page.path,
    file: page.html ? `${page.name}.html` : null,
    ...(page.signedIn ? { signedIn: true } : {}),
    ...(page.data ? { data: page.data } : {}),
    ...(page.orders ? { orders: page.orders } : {}),
  }));
  write('mfe-account/dist/first-paint/pages.json', JSON.stringify(list));
}

interface RestOrder {
  id: number;
  totalPrice: string;
  accountDetails: string | null;
  product: { title: string; productCode: string | null };
}

describe('/account/orders painted with the signed-in customer’s orders', () => {
  let shop: Shop;
  let stack: Stack;

  beforeAll(async () => {
    writeBuild();
    // The orders are painted when they arrive within FIRST_PAINT_WAIT (250 ms in production); this
    // tests what is painted, not how fast, so a slow machine (npm run test:slow) must not miss it.
    shop = await startShop({
      gatewayEnv: { SERVE_STATIC: 'true', STATIC_ROOT: staticRoot, FIRST_PAINT_WAIT: '10s' },
    });
    stack = shop.stack;
  });

  afterAll(async () => {
    await shop.close();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  async function customer(name: string, buys: number) {
    const [user] = await signUp(stack.url, name, 1);
    const { client } = user;
    if (buys) {
      expect((await client.post('/api/wallet/deposit', { amount: '200', paymentMethod: 'paypal' })).status).toBe(200);
      const products = ((await client.get('/api/products/all')).body as { id: number; stock: number }[]).filter(
        (product) => product.stock > 1,
      );
      for (const product of products.slice(0, buys))
        expect((await client.post('/api/orders', { productId: product.id })).status).toBe(201);
    }
    const orders = (await client.get(`/api/orders/user/${user.id}`)).body as RestOrder[];
    return { client, orders };
  }

  const page = async (client: ApiClient | null, cookie?: string) => {
    const headers: Record<string, string> = { accept: 'text/html' };
    const response = client
      ? await client.request('GET', '/account/orders', undefined, { headers })
      : await (async () => {
          const res = await fetch(`${stack.url}/account/orders`, {
            headers: { ...headers, ...(cookie ? { cookie } : {}) },
          });
          return { status: res.status, body: await res.text(), headers: res.headers };
        })();
    return { ...response, body: String(response.body) };
  };

  /** The escaped text as the HTML carries it. */
  const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  it("paints the customer's own orders with the list's texts, never their credentials", async () => {
    const { client, orders } = await customer('paintbuyer', 2);
    expect(orders).toHaveLength(2);
    // Sold with credentials: the order carries them (for its buyer, in the order's dialog).
    for (const order of orders) expect(order.accountDetails).toMatch(/Pw-/);

    const res = await page(client);
    expect(res.status).toBe(200);
    for (const order of orders) {
      expect(res.body).toContain(`#${order.id}</td>`);
      expect(res.body).toContain(`<span class="fp-otitle">${html(order.product.title)}</span>`);
      expect(res.body).toContain(`$${order.totalPrice}</td>`);
      // No line of the delivered account, not even the password alone.
      for (const line of order.accountDetails!.split('\n').filter((text) => text.trim().length > 3))
        expect([order.id, res.body.includes(html(line.trim()))]).toEqual([order.id, false]);
      for (const value of order.accountDetails!.match(/Pw-[\w-]+/g) ?? []) expect(res.body).not.toContain(value);
    }
    expect(res.body).not.toMatch(/Pw-/);
    // Per user: no shared cache keeps it, none answers another cookie with it, no 304 stands in for it.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(res.headers.get('etag')).toBeNull();
    // Its one inline script (the dates in the browser's time zone) is allowed by its hash.
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
  });

  it("never paints one customer's orders for another's cookie; a customer without orders gets the empty state", async () => {
    const { orders } = await customer('painthas', 1);
    const { client: other } = await customer('paintother', 0);
    const res = await page(other);
    expect(res.status).toBe(200);
    expect(res.body).toContain('No orders yet');
    expect(res.body).not.toContain(`#${orders[0]!.id}</td>`);
    expect(res.body).not.toContain('<span class="fp-otitle">');
  });

  it('paints no rows without a session, and the frame alone for a garbage or signed-out cookie (200, never an error page)', async () => {
    const guest = await page(null);
    expect(guest.status).toBe(200);
    expect(guest.body).toContain('<div id="root"></div>');

    for (const cookie of ['shop.sid=garbage', 'shop.sid=s%3Aforged.c2lnbmF0dXJl', '__Host-shop.sid=%E0%A4%A']) {
      const res = await page(null, cookie);
      expect([cookie, res.status]).toEqual([cookie, 200]);
      expect(res.body).toContain('My Account'); // the account's frame
      expect(res.body).not.toContain('<span class="fp-otitle">');
      expect(res.body).not.toContain('No orders yet');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }

    const { client } = await customer('paintleaver', 1);
    expect((await page(client)).body).toContain('<span class="fp-otitle">');
    const cookie = `shop.sid=${client.cookie('shop.sid')}`;
    expect((await client.post('/api/logout')).status).toBeLessThan(300);
    const after = await page(null, cookie);
    expect(after.status).toBe(200);
    expect(after.body).not.toContain('<span class="fp-otitle">');
  });
});
