import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express, { type Request } from 'express';
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
// An older build's hand-written first paints (removed, decision 0068): never put in a page.
const OLD_PAINT = '<section><h1>AN OLDER BUILD PAINTED THIS</h1></section>';
write('mfe-storefront/dist/first-paint/home.html', `${OLD_PAINT}\n`, false);
write('mfe-storefront/dist/first-paint/pages.json', JSON.stringify([{ path: '/{*rest}', file: 'home.html' }]), false);
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
write('mfe-account/dist/first-paint/auth.html', `${OLD_PAINT}\n`, false);
write('mfe-account/dist/first-paint/pages.json', JSON.stringify([{ path: '/{*rest}', file: 'auth.html' }]), false);
/** The signed-in pages' session reads (PageDataSources.session): the cookie of each, `fail` fails. */
const sessionReads: string[] = [];
const session = async (req: Request) => {
  const cookie = /shop\.sid=s%3A(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
  sessionReads.push(cookie);
  if (cookie === 'fail') throw new Error('session store down');
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
    renderBudgetMs: 300,
    renderConcurrency: 8,
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
  app.use(mfeHosting(config, { session }));
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

describe('first paint (removed)', () => {
  it("never puts an older build's first paint in a page: every page's #root is empty or rendered", async () => {
    for (const url of ['/products', '/products/lol', '/auth', '/cart', '/support', '/account/orders', '/']) {
      const page = (await get(url, { accept: 'text/html', cookie: 'shop.sid=s%3Aalice' })).body.toString();
      expect([url, page.includes('<div id="root"></div>'), page.includes('AN OLDER BUILD')]).toEqual([
        url,
        true,
        false,
      ]);
    }
  });
});

describe("the signed-in pages' session", () => {
  it('is read for the signed-in pages only, and an unreadable one answers the client-rendered page', async () => {
    sessionReads.length = 0;
    for (const url of ['/auth', '/cart', '/', '/products', '/panel'])
      await get(url, { accept: 'text/html', cookie: 'shop.sid=s%3Aother' });
    expect(sessionReads).toEqual([]);
    for (const url of ['/account', '/account/orders', '/support', '/support/tickets/3']) {
      const res = await get(url, { accept: 'text/html', cookie: 'shop.sid=s%3Afail' });
      expect([url, res.status, res.body.toString().includes('<div id="root"></div>')]).toEqual([url, 200, true]);
    }
    expect(sessionReads).toEqual(['fail', 'fail', 'fail', 'fail']);
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
        page.includes('<div id="root"></div>'),
      ]).toEqual([url, true, true, true, true, false, true]);
    }
  });

  it("keeps the site's policy on the client-rendered pages: no hash or nonce without a rendered page", async () => {
    for (const url of ['/auth', '/support', '/', '/account/wallet', '/cart']) {
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

describe('page HTML', () => {
  it('is sent compressed to a browser that accepts it, and plain otherwise', async () => {
    const plain = await get('/products', { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<div id="root"></div>');

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
