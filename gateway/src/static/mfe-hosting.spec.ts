import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express, { type Request } from 'express';
import type { OrdersPaintParts, PaintedOrder } from '@shop/shared';
import type { GatewayConfig } from '../config';
import { chooseEncoding, mfeHosting } from './mfe-hosting';

// A built shop in a temporary folder, with the precompressed copies the build writes; under a
// dot-directory, as a STATIC_ROOT may be (~/.local/share/shop, a deploy's .releases/current).
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-hosting-'));
const root = path.join(temp, '.releases', 'current');
const CHUNK = `console.log(${JSON.stringify('first page '.repeat(300))});\n`;
const ENTRY = `var storefront = ${JSON.stringify('federation '.repeat(300))};\n`;

function write(relative: string, text: string, variants = true) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (!variants) return;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

write(
  'mfe-shell/dist/index.html',
  '<!doctype html><html><head><title>shop</title></head><body><div id="root"></div></body></html>',
  false,
);
const FIRST_PAINT = '<section><h1>THE HOME HERO</h1></section>';
write('mfe-storefront/dist/first-paint/home.html', `${FIRST_PAINT}\n`, false);
const PRIVACY = '<article><h1>THE PRIVACY POLICY</h1><p>WE KEEP LITTLE</p></article>';
write('mfe-storefront/dist/first-paint/privacy-policy.html', `${PRIVACY}\n`, false);
const NOT_FOUND = '<section><h1>NO SUCH PAGE</h1></section>';
write('mfe-storefront/dist/first-paint/later.html', '<h1>A PAGE WITH DATA</h1>\n', false);
write('mfe-storefront/dist/first-paint/not-found.html', `${NOT_FOUND}\n`, false);
// The storefront's list of first paints (its build writes it): first match wins; the terms page's
// file is missing, pages asking for data the gateway does not fill paint nothing, everything else
// under /products is the 404 (an older build's catch-all). Only /products* looks for a paint: every
// other path of the storefront is rendered on the server (server-render.ts, SERVER_RENDERED).
const storefrontPages = (extra: { path: string; file: string | null }[] = []) =>
  JSON.stringify([
    ...extra,
    // `/` is rendered on the server (server-render.ts): the painted page here is another one.
    { path: '/products', file: 'home.html' },
    { path: '/products/faq', file: 'privacy-policy.html' },
    { path: '/products/cookies', file: 'terms-of-service.html' },
    // An older build's product title (the product page is rendered on the server now) and a newer build's data.
    { path: '/products/older/:id', file: 'later.html', data: 'product' },
    { path: '/products/later/:id', file: 'later.html', data: 'something-newer' },
    { path: '/{*rest}', file: 'not-found.html' },
  ]);
write('mfe-storefront/dist/first-paint/pages.json', storefrontPages(), false);
write('mfe-shell/dist/assets/main.0123456789.js', CHUNK);
write('mfe-shell/dist/assets/small.abcdef0123.js', 'x()', false);
write('mfe-storefront/dist/remoteEntry.js', ENTRY);
// The Node builds (packages/mfe-build/server-build.mjs) beside the browser builds: the gateway's, never a browser's.
const SERVER_CODE = 'module.exports = "the server build";\n';
write('mfe-storefront/dist/server/remoteEntry.js', SERVER_CODE, false);
write('mfe-shell/dist/server/not-a-shell-server.js', SERVER_CODE, false);
write('mfe-storefront/dist/mf-manifest.json', JSON.stringify({ name: 'storefront', pad: 'm'.repeat(2000) }));
// The account remote's manifest, named as the gateway is configured (its pages preload these files).
write(
  'mfe-account/dist/mf-manifest.json',
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './App', assets: { js: { sync: ['711.0123456789.js', '__federation_expose_App.abcdef0123.js'] } } },
    ],
  }),
);
const SIGN_IN = '<section><h1>THE SIGN-IN HEADING</h1></section>';
write('mfe-account/dist/first-paint/auth.html', `${SIGN_IN}\n`, false);
const SUPPORT = '<section><h1>THE SUPPORT HEADING</h1></section>';
write('mfe-account/dist/first-paint/support.html', `${SUPPORT}\n`, false);
// The cart's first paint runs an inline script before the markup it decides on.
const CART_SCRIPT = "document.documentElement.setAttribute('data-fp-cart','empty')";
const CART = `<section><h1>THE CART HEADING</h1><script>${CART_SCRIPT}</script><p>THE EMPTY CART</p></section>`;
write('mfe-account/dist/first-paint/cart.html', `${CART}\n`, false);
// The orders page: the frame with the list's slot and its date script; the list's markup in pages.json.
const ORDERS_SCRIPT = "document.querySelectorAll('time')";
const ORDERS_FRAME = (list: string) =>
  `<aside>THE FRAME</aside><section>${list}<script>${ORDERS_SCRIPT}</script></section>`;
write('mfe-account/dist/first-paint/account-orders.html', `${ORDERS_FRAME('<!--orders.list-->')}\n`, false);
const ORDERS_PARTS: OrdersPaintParts = {
  list: '<table><!--rows--></table>',
  row: '<tr><td>#<!--id--></td><td><!--title--><!--code--></td><td><!--price--></td><td><!--status--><!--claim--></td></tr>',
  code: '<i><!--text--></i>',
  claim: '<b data-claim="<!--status-->"><!--text--></b>',
  empty: '<p>NO ORDERS YET</p>',
  untitled: 'Order #<!--id-->',
  statuses: { completed: 'Completed' },
  claimStatuses: { replaced: 'Replaced' },
};
const accountPages = (orders: unknown = ORDERS_PARTS) =>
  JSON.stringify([
    { path: '/cart', file: 'cart.html' },
    { path: '/auth', file: 'auth.html' },
    { path: '/support', file: 'support.html', signedIn: true },
    { path: '/account/orders', file: 'account-orders.html', signedIn: true, data: 'orders', orders },
  ]);
write('mfe-account/dist/first-paint/pages.json', accountPages(), false);
/** The orders the session of each cookie value has: alice two, bob none; `late` answers late, `fail` fails, others have no session. */
const ORDER: PaintedOrder = {
  id: 5,
  title: "EUW <script>alert(1)</script> $& $'",
  productCode: 'EUW-5',
  orderDate: '2026-11-26T09:31:00.000Z',
  totalPrice: '10.1',
  status: 'completed',
  claimStatus: 'replaced',
};
const ordersCalls: string[] = [];
const orders = async (req: Request) => {
  const session = /shop\.sid=s%3A(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
  ordersCalls.push(session);
  if (session === 'late') await new Promise((resolve) => setTimeout(resolve, 1000));
  if (session === 'fail') throw new Error('session store down');
  if (session === 'alice') return [ORDER, { ...ORDER, id: 6, title: null, productCode: null, claimStatus: null }];
  if (session === 'bob') return [];
  return null;
};
// Outside every dist folder: must never be reachable.
write('mfe-shell/secret.txt', 'secret '.repeat(300));

const POLICY = "default-src 'self';script-src 'self' https://remote.test;style-src 'self' 'unsafe-inline'";

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  const config = {
    staticRoot: root,
    firstPaintWaitMs: 250,
    renderBudgetMs: 300,
    remotes: {
      storefront: '/mfe/storefront/mf-manifest.json',
      account: '/mfe/account/mf-manifest.json',
      admin: '/mfe/admin/mf-manifest.json',
    },
  } as GatewayConfig;
  // As securityHeaders sets it before the hosting, on every answer.
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', POLICY);
    next();
  });
  app.use(mfeHosting(config, { orders }));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(temp, { recursive: true, force: true });
});

/** The raw bytes on the wire: node's fetch would decode them. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('mfe hosting', () => {
  it('sends the brotli copy of a hashed chunk to a browser, cached for a year', async () => {
    const res = await get('/assets/main.0123456789.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(CHUNK.length / 4);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(CHUNK);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await get('/assets/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(CHUNK);

    const weighted = await get('/assets/main.0123456789.js', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(weighted.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/main.0123456789.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.toString()).toBe(CHUNK);
  });

  it('serves a file the build did not compress as it is', async () => {
    const res = await get('/assets/small.abcdef0123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('x()');
  });

  it('has every deploy-named file revalidated: index.html, mf-manifest.json, remoteEntry.js', async () => {
    const entry = await get('/mfe/storefront/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(zlib.brotliDecompressSync(entry.body).toString()).toBe(ENTRY);

    const manifest = await get('/mfe/storefront/mf-manifest.json', { 'accept-encoding': 'gzip' });
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');

    for (const url of ['/', '/products/lol', '/account']) {
      const res = await get(url, { accept: 'text/html,application/json', 'accept-encoding': 'br' });
      expect([url, res.status, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    }
  });

  it('answers a revalidation of an unchanged deploy-named file with 304, and of a changed one with the new file', async () => {
    for (const [url, encoding] of [
      ['/mfe/storefront/remoteEntry.js', 'br'],
      ['/mfe/storefront/mf-manifest.json', 'gzip'],
      ['/mfe/storefront/remoteEntry.js', 'identity'],
    ]) {
      const first = await get(url, { 'accept-encoding': encoding });
      expect([url, encoding, first.status, typeof first.headers.etag]).toEqual([url, encoding, 200, 'string']);
      const again = await get(url, { 'accept-encoding': encoding, 'if-none-match': first.headers.etag! });
      expect([url, encoding, again.status, again.body.length]).toEqual([url, encoding, 304, 0]);
    }
    // A deploy replaces remoteEntry.js (and its compressed copies): the old ETag no longer matches.
    const before = await get('/mfe/storefront/remoteEntry.js', { 'accept-encoding': 'br' });
    const NEXT = `var storefront = ${JSON.stringify('next deploy '.repeat(300))};\n`;
    write('mfe-storefront/dist/remoteEntry.js', NEXT);
    try {
      const after = await get('/mfe/storefront/remoteEntry.js', {
        'accept-encoding': 'br',
        'if-none-match': before.headers.etag!,
      });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(zlib.brotliDecompressSync(after.body).toString()).toBe(NEXT);
    } finally {
      write('mfe-storefront/dist/remoteEntry.js', ENTRY);
    }
  });

  it('never serves a compressed copy from outside the dist folders', async () => {
    for (const url of [
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/mfe/storefront/..%2f..%2fmfe-shell%2fsecret.txt',
    ]) {
      const res = await get(url, { accept: 'text/plain', 'accept-encoding': 'br, gzip' });
      expect([url, res.status, res.headers['content-encoding']]).toEqual([url, 404, undefined]);
      expect(res.body.toString()).not.toContain('secret secret');
    }
  });
});

describe('the Node builds', () => {
  it('are refused to browsers under every spelling of their path', async () => {
    for (const url of [
      '/mfe/storefront/server/remoteEntry.js',
      '/mfe/storefront/%73erver/remoteEntry.js',
      '/mfe/storefront/./server/remoteEntry.js',
      '/mfe/storefront/x/../server/remoteEntry.js',
      '/server/not-a-shell-server.js',
      '/%73erver/not-a-shell-server.js',
    ]) {
      const res = await get(url, { accept: '*/*' });
      expect([url, res.status, res.body.toString().includes('the server build')]).toEqual([url, 404, false]);
    }
  });

  it('answer a legal page with the client-rendered page when the shell has no server build', async () => {
    const res = await get('/privacy-policy', { accept: 'text/html' });
    expect([res.status, res.body.toString()]).toEqual([200, expect.stringContaining('<div id="root"></div>')]);
  });

  // An unknown path is the storefront's rendered not-found page; failing, the client-rendered page,
  // never an older build's catch-all paint (which the legal pages would get too).
  it('answer an unknown path with the client-rendered page when the shell has no server build', async () => {
    for (const url of ['/no-such-page', '/faq/x', '/a/b/c', '/products-old']) {
      const res = await get(url, { accept: 'text/html' });
      expect([url, res.status, res.body.toString()]).toEqual([
        url,
        200,
        expect.stringContaining('<div id="root"></div>'),
      ]);
    }
  });
});

describe('first paint', () => {
  const html = async (url: string) => (await get(url, { accept: 'text/html' })).body.toString();

  // Since issue 33 part 2 every storefront path is rendered on the server (SERVER_RENDERED): its
  // list of paints (an older build's, above) is never read. Without the shell's Node build here,
  // each page is the client-rendered one with the remote's preloads.
  it("never puts a storefront paint in #root, whatever the remote's list says", async () => {
    for (const url of ['/products', '/products/faq', '/products/lol', '/products/no-such-page', '/products/older/3']) {
      const page = await html(url);
      expect([url, page.includes('<div id="root"></div>')]).toEqual([url, true]);
      expect(page).toContain('<link rel="preload" href="/mfe/storefront/mf-manifest.json"');
      for (const painted of [FIRST_PAINT, PRIVACY, NOT_FOUND])
        expect([url, page.includes(painted)]).toEqual([url, false]);
    }
    // A malformed escape still gets the page.
    const malformed = await get('/product/%E0', { accept: 'text/html' });
    expect([malformed.status, malformed.body.toString().includes('<div id="root">')]).toEqual([200, true]);
  });
});

describe('remote preloads', () => {
  it("preloads the account remote's manifest, entry and App chunks on its pages, not the storefront's", async () => {
    for (const url of ['/auth', '/account/orders', '/cart', '/support']) {
      const page = (await get(url, { accept: 'text/html' })).body.toString();
      expect([
        url,
        page.includes('<link rel="preload" href="/mfe/account/mf-manifest.json" as="fetch" crossorigin="anonymous">'),
        page.includes('<link rel="preload" href="/mfe/account/remoteEntry.js" as="script">'),
        page.includes('<link rel="preload" href="/mfe/account/711.0123456789.js" as="script">'),
        page.includes('<link rel="preload" href="/mfe/account/__federation_expose_App.abcdef0123.js" as="script">'),
        page.includes('/mfe/storefront/'),
        page.includes('<div id="root"></div>') || url === '/auth' || url === '/cart',
      ]).toEqual([url, true, true, true, true, false, true]);
    }
  });

  // /auth is rendered on the server (server-render.ts, SERVER_RENDERED.account): here, without the
  // shell's server build, the client-rendered page with the account's preloads, never an older
  // build's paint of it.
  it("answers /auth with the account's client-rendered page when the shell has no server build, painting no page", async () => {
    const auth = (await get('/auth', { accept: 'text/html' })).body.toString();
    expect(auth).toContain('<div id="root"></div>');
    expect(auth).toContain('<link rel="preload" href="/mfe/account/remoteEntry.js" as="script">');
    for (const url of ['/auth', '/account', '/cart', '/auth/x', '/']) {
      const page = (await get(url, { accept: 'text/html' })).body.toString();
      expect([url, page.includes('THE SIGN-IN HEADING')]).toEqual([url, false]);
    }
  });

  it('paints a page for signed-in users only for a request with a session cookie', async () => {
    const html = async (headers: Record<string, string>) =>
      (await get('/support', { accept: 'text/html', ...headers })).body.toString();
    expect(await html({})).toContain('<div id="root"></div>');
    expect(await html({ cookie: 'theme=dark; shop.sidx=1' })).toContain('<div id="root"></div>');
    expect(await html({ cookie: 'theme=dark; shop.sid=s%3Aabc' })).toContain(`<div id="root">${SUPPORT}</div>`);
    expect(await html({ cookie: '__Host-shop.sid=s%3Aabc' })).toContain(`<div id="root">${SUPPORT}</div>`);
  });

  it("allows a first paint's inline script by its hash in that page's policy only", async () => {
    const cart = await get('/cart', { accept: 'text/html' });
    expect(cart.body.toString()).toContain(`<div id="root">${CART}</div>`);
    const hash = crypto.createHash('sha256').update(CART_SCRIPT).digest('base64');
    expect(cart.headers['content-security-policy']).toBe(
      `default-src 'self';script-src 'self' https://remote.test 'sha256-${hash}';style-src 'self' 'unsafe-inline'`,
    );
    for (const url of ['/auth', '/support', '/', '/account/wallet']) {
      const page = await get(url, { accept: 'text/html', cookie: 'shop.sid=s%3Aabc' });
      expect([url, page.headers['content-security-policy']]).toEqual([url, POLICY]);
    }
  });

  it('sends the admin panel the plain page', async () => {
    const page = (await get('/panel', { accept: 'text/html' })).body.toString();
    expect(page).toContain('<div id="root"></div>');
    expect(page).not.toContain('rel="preload"');
  });
});

describe("the orders page painted with the user's orders", () => {
  const page = (cookie?: string, headers: Record<string, string> = {}) =>
    get('/account/orders', { accept: 'text/html', ...(cookie ? { cookie } : {}), ...headers });
  const scriptHash = `'sha256-${crypto.createHash('sha256').update(ORDERS_SCRIPT).digest('base64')}'`;

  it("fills the list with the session's orders, every value escaped, never kept by a shared cache", async () => {
    const res = await page('shop.sid=s%3Aalice');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain(
      '<div id="root">' +
        ORDERS_FRAME(
          '<table>' +
            '<tr><td>#5</td><td>EUW &lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#39;<i>EUW-5</i></td><td>$10.10</td><td>Completed<b data-claim="replaced">Replaced</b></td></tr>' +
            '<tr><td>#6</td><td>Order #6</td><td>$10.10</td><td>Completed</td></tr>' +
            '</table>',
        ) +
        '</div>',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'self';script-src 'self' https://remote.test ${scriptHash};style-src 'self' 'unsafe-inline'`,
    );
    const br = await page('shop.sid=s%3Aalice', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(res.body.toString());
  });

  it("never answers another cookie's request with a 304 for the first one's page", async () => {
    const alice = await page('shop.sid=s%3Aalice');
    const bob = await page('shop.sid=s%3Abob', { 'if-none-match': alice.headers.etag ?? '*' });
    expect(bob.status).toBe(200);
    expect(bob.body.toString()).not.toContain('EUW-5');
    const again = await page('shop.sid=s%3Aalice', { 'if-none-match': '*' });
    expect(again.status).toBe(200);
  });

  it("paints the list's empty state for a user without orders", async () => {
    const res = await page('shop.sid=s%3Abob');
    expect(res.body.toString()).toContain(`<div id="root">${ORDERS_FRAME('<p>NO ORDERS YET</p>')}</div>`);
  });

  it('paints the frame alone, 200, for no session, a failure or a late answer', async () => {
    for (const who of ['nobody', 'fail', 'late']) {
      const started = Date.now();
      const res = await page(`shop.sid=s%3A${who}`);
      expect([who, res.status, res.headers['cache-control']]).toEqual([who, 200, 'private, no-store']);
      expect(res.body.toString()).toContain(`<div id="root">${ORDERS_FRAME('')}</div>`);
      expect(Date.now() - started).toBeLessThan(900);
    }
  });

  it('asks for no orders without a session cookie: the plain page, as for everyone', async () => {
    ordersCalls.length = 0;
    const res = await page('theme=dark');
    expect(res.body.toString()).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(ordersCalls).toEqual([]);
  });

  it("paints nothing when the remote's list markup is not of the expected shape", async () => {
    const file = path.join(root, 'mfe-account/dist/first-paint/pages.json');
    try {
      fs.writeFileSync(file, accountPages({ ...ORDERS_PARTS, statuses: { completed: 5 } }));
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect((await page('shop.sid=s%3Aalice')).body.toString()).toContain('<div id="root"></div>');
    } finally {
      fs.writeFileSync(file, accountPages());
      fs.utimesSync(file, new Date(), new Date(Date.now() + 10000));
    }
    expect((await page('shop.sid=s%3Aalice')).body.toString()).toContain('#5');
  });
});

describe('page HTML', () => {
  it('is sent compressed to a browser that accepts it, and plain otherwise', async () => {
    const plain = await get('/products', { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<div id="root">');

    const br = await get('/products', { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
    expect([br.headers['content-encoding'], br.headers.vary, br.headers['content-type']]).toEqual([
      'br',
      'Accept-Encoding',
      'text/html; charset=utf-8',
    ]);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());

    const gzip = await get('/products/lol', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(
      (await get('/products/lol', { accept: 'text/html' })).body.toString(),
    );
  });
});

describe('robots.txt', () => {
  it('lets crawlers index the shop but not the admin panel, the account area, the cart or sign-in', async () => {
    const res = await get('/robots.txt', { accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.toString().trim().split('\n');
    expect(lines).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /panel',
      'Disallow: /account',
      'Disallow: /cart',
      'Disallow: /auth',
    ]);
  });
});

describe('chooseEncoding', () => {
  it('picks the highest weight, brotli on a tie, nothing without a header or for q=0', () => {
    const both = ['br', 'gzip'];
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*, br;q=0', both)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0', both)).toBeUndefined();
    expect(chooseEncoding('identity', both)).toBeUndefined();
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
  });
});
