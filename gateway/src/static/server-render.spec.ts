import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { ResponseCache } from '../cache/response-cache';
import { PERSONAL, serverRenderer } from './server-render';

// The guests' page cache of the server render (docs/decisions/0068-one-renderer.md, "The cache"):
// the shell's Node build is a stand-in here that counts its renders and writes the nonce it was
// given where React and emotion do; e2e/server-render-data.spec.ts renders the real pages.

const TEMPLATE =
  '<!doctype html><html><head><script defer src="/assets/main.js"></script></head><body><div id="root"></div></body></html>';

function shellDist(): { dir: string; renders: () => number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-server-'));
  fs.mkdirSync(path.join(dir, 'server'));
  const counter = path.join(dir, 'renders.txt');
  fs.writeFileSync(counter, '0');
  fs.writeFileSync(
    path.join(dir, 'server', 'shell-server.js'),
    `const fs = require('node:fs');
exports.renderPage = async ({ url, nonce, session, guestSession }) => {
  const missing = url.startsWith('/product/0');
  const guestOnSignedInPage = url === '/account/as-guest';
  fs.writeFileSync(${JSON.stringify(counter)}, String(Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8')) + 1));
  return {
    styles: '<style nonce="' + nonce + '">.a{}</style>',
    state: '<script type="application/json" id="apollo-state" nonce="' + nonce + '">{}</script>',
    status: missing ? 404 : 200,
    head: missing ? '' : '<link rel="canonical" href="' + url + '">',
    redirect: guestOnSignedInPage ? '/auth' : undefined,
    abort() {},
    pipe(destination) {
      // A page under /slow takes a while to stream, as a render waiting on its data does.
      const write = () => { destination.write('<main>' + url + ' $& ' + (session ? 'THE USER DATA' : guestSession ? 'NO SESSION' : '') + '</main>'); destination.end(); };
      if (url.startsWith('/slow')) setTimeout(write, 300); else write();
    },
  };
};
`,
  );
  return { dir, renders: () => Number(fs.readFileSync(counter, 'utf8')) };
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

const servers: ReturnType<express.Express['listen']>[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** The page at `url` (fetch decodes brotli and gzip). */
function app(dist: string, cache: ResponseCache | null, concurrency?: number) {
  const server = appOf(dist, cache, concurrency).listen(0);
  servers.push(server);
  return async (url: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${url}`, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
}

function appOf(dist: string, cache: ResponseCache | null, concurrency?: number) {
  const render = serverRenderer(dist, 10_000, undefined, cache, concurrency);
  const server = express();
  server.get(/.*/, (req, res, next) => {
    res.setHeader('Content-Security-Policy', "script-src 'self'");
    const guest = !(req.headers.cookie ?? '').includes('shop.sid=');
    const personal = PERSONAL.test(req.path);
    const remote = personal ? 'account' : 'storefront';
    void render(req, res, { remote, remoteDist: dist, build: 'local', template: TEMPLATE, guest, personal })
      .then((rendered) => {
        if (!rendered) res.status(500).send('fell back');
      })
      .catch(next);
  });
  return server;
}

const nonceOf = (response: Answer) =>
  /'nonce-([^']+)'/.exec(String(response.headers.get('content-security-policy')))?.[1];

function listeningCache() {
  const cache = new ResponseCache({ maxBytes: 1 << 20, maxAgeMs: 60_000 });
  cache.addFeed('catalog db');
  cache.feedUp('catalog db');
  return cache;
}

describe("the server render keeps a guest's page", () => {
  it('renders a path once for guests and answers it again with a nonce of its own', async () => {
    const shell = shellDist();
    const get = app(shell.dir, listeningCache());
    const first = await get('/skins?game=lol', { 'accept-encoding': 'identity' });
    const second = await get('/skins?game=lol', { 'accept-encoding': 'identity' });
    expect(shell.renders()).toBe(1);
    const [one, two] = [nonceOf(first), nonceOf(second)];
    expect(one).toBeTruthy();
    expect(two).toBeTruthy();
    expect(two).not.toBe(one);
    // Every place of the first nonce holds the second's; nothing else differs.
    expect(second.text.split(two!).length).toBe(first.text.split(one!).length);
    expect(second.text.split(two!).join('N')).toBe(first.text.split(one!).join('N'));
    expect(second.text).toContain('<main>/skins?game=lol $& NO SESSION</main>');
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(second.headers.get('etag')).toBeNull();
    // Another URL is another page.
    await get('/skins/lol');
    expect(shell.renders()).toBe(2);
  });

  it('renders again after a change of the catalogue, and for every request with a session', async () => {
    const shell = shellDist();
    const cache = listeningCache();
    const get = app(shell.dir, cache);
    await get('/');
    await get('/');
    expect(shell.renders()).toBe(1);
    cache.invalidate('catalog');
    await get('/');
    expect(shell.renders()).toBe(2);
    // A session cookie: rendered for this request, never answered from nor stored in the cache.
    await get('/', { cookie: 'shop.sid=abc' });
    await get('/', { cookie: 'shop.sid=abc' });
    expect(shell.renders()).toBe(4);
  });

  it('answers the status the page asked for, with its head, and keeps no 404', async () => {
    const shell = shellDist();
    const get = app(shell.dir, listeningCache());
    const found = await get('/product/1');
    expect(found.status).toBe(200);
    expect(found.text).toContain('<link rel="canonical" href="/product/1"><style nonce=');
    for (let i = 0; i < 2; i += 1) {
      const missing = await get('/product/0');
      expect(missing.status).toBe(404);
      expect(missing.text).toContain('<main>/product/0 $& NO SESSION</main>');
    }
    expect(shell.renders()).toBe(3);
  });

  it('keeps nothing without a listening change feed or with the cache off', async () => {
    const shell = shellDist();
    const down = new ResponseCache({ maxBytes: 1 << 20, maxAgeMs: 60_000 });
    down.addFeed('catalog db');
    const withFeedDown = app(shell.dir, down);
    const withoutCache = app(shell.dir, null);
    for (const get of [withFeedDown, withFeedDown, withoutCache, withoutCache]) await get('/');
    expect(shell.renders()).toBe(4);
  });

  it('compresses a kept page like a rendered one', async () => {
    const shell = shellDist();
    const get = app(shell.dir, listeningCache());
    await get('/privacy-policy', { 'accept-encoding': 'br' });
    const kept = await get('/privacy-policy', { 'accept-encoding': 'br' });
    expect(shell.renders()).toBe(1);
    expect(kept.headers.get('content-encoding')).toBe('br');
    expect(kept.text).toContain(`<style nonce="${nonceOf(kept)}">`);
  });
});

describe('the server render of a signed-in page', () => {
  it('is rendered with the session for every request, private to its cookie, and never kept', async () => {
    const shell = shellDist();
    const get = app(shell.dir, listeningCache());
    for (const cookie of [undefined, 'shop.sid=alice', 'shop.sid=alice']) {
      const page = await get('/account/orders', cookie ? { cookie } : {});
      expect(page.status).toBe(200);
      expect(page.text).toContain(
        '<div id="root" data-rendered="server" data-session="server"><main>/account/orders $& THE USER DATA</main>',
      );
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('vary')).toMatch(/\bCookie\b/);
      expect(page.headers.get('etag')).toBeNull();
      expect(page.headers.get('content-security-policy')).toBe(`script-src 'self' 'nonce-${nonceOf(page)}'`);
    }
    expect(shell.renders()).toBe(3);
    // A guest's page elsewhere is rendered as a guest's (no user's data), and kept.
    const guest = await get('/skins');
    expect(guest.text).not.toContain('THE USER DATA');
    expect(guest.text).toContain(
      '<div id="root" data-rendered="server" data-session="server"><main>/skins $& NO SESSION',
    );
  });

  it("renders a guest's `me` into a guest's page only, and keeps it for requests without a session cookie", async () => {
    const shell = shellDist();
    const get = app(shell.dir, listeningCache());
    for (let i = 0; i < 2; i += 1) {
      const guest = await get('/skins');
      expect(guest.text).toContain(
        '<div id="root" data-rendered="server" data-session="server"><main>/skins $& NO SESSION',
      );
      // The page says "no session": a cache must not answer a request with a cookie from it.
      expect(guest.headers.get('vary')).toMatch(/\bCookie\b/);
    }
    expect(shell.renders()).toBe(1);
    // A session cookie on a public page: rendered for it, without `me` (the browser asks), never the kept page.
    const signedIn = await get('/skins', { cookie: 'shop.sid=alice' });
    expect(signedIn.text).toContain('<div id="root" data-rendered="server"><main>/skins $& </main>');
    expect(signedIn.text).not.toContain('NO SESSION');
    // It differs from the guest's page too: no cache answers a guest with it, or it with the guest's.
    expect(signedIn.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(shell.renders()).toBe(2);
  });

  it("answers a guest's request with the page's own redirect, private, and sends none of the page", async () => {
    const shell = shellDist();
    const server = appOf(shell.dir, listeningCache()).listen(0);
    servers.push(server);
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/account/as-guest`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/auth');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.text()).not.toContain('<main>');
    }
    expect(shell.renders()).toBe(2);
  });
});

describe('the server render under load', () => {
  it("renders a guest's page once for the requests that ask for it while it renders", async () => {
    const shell = shellDist();
    const get = app(shell.dir, listeningCache());
    const pages = await Promise.all(
      Array.from({ length: 10 }, () => get('/slow/skins', { 'accept-encoding': 'identity' })),
    );
    expect(shell.renders()).toBe(1);
    const nonces = new Set(pages.map(nonceOf));
    expect(nonces.size).toBe(10); // each answer with a nonce of its own
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.text).toContain(
        '<div id="root" data-rendered="server" data-session="server"><main>/slow/skins $& NO SESSION</main>',
      );
      expect(page.text).toContain(`<style nonce="${nonceOf(page)}">`);
    }
  });

  it('renders for each signed-in request even when they come together', async () => {
    const shell = shellDist();
    const get = app(shell.dir, listeningCache());
    await Promise.all(Array.from({ length: 3 }, () => get('/slow/skins', { cookie: 'shop.sid=alice' })));
    expect(shell.renders()).toBe(3);
  });

  it('past RENDER_CONCURRENCY renders in flight, answers the client-rendered page at once', async () => {
    const shell = shellDist();
    const get = app(shell.dir, listeningCache(), 2);
    const answers = await Promise.all(['/slow/a', '/slow/b', '/slow/c', '/slow/d'].map((url) => get(url)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 500, 500]);
    expect(answers.filter((answer) => answer.text === 'fell back')).toHaveLength(2);
    expect(shell.renders()).toBe(2);
    // The slots come back once those renders are over.
    expect((await get('/slow/c')).status).toBe(200);
    expect(shell.renders()).toBe(3);
  });

  it('frees the slot of a render whose browser went away', async () => {
    const shell = shellDist();
    const server = appOf(shell.dir, null, 1).listen(0);
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const gone = new AbortController();
    const left = await fetch(`${base}/slow/left`, { signal: gone.signal }); // its head is sent at once
    gone.abort();
    await expect(left.text()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Still within the first render's 300 ms: its slot was freed when its browser left.
    expect((await fetch(`${base}/slow/next`)).status).toBe(200);
  });
});
