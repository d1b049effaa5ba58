import { type Shop, startShop } from '../../test-support/shop';
import { createToken, fakeBuild, publishAsAdmin, withToken } from '../../test-support/delivery';
import { ApiClient } from '../../test-support/stack';
import { PREVIEW_COOKIE, PreviewLinks } from '../src/delivery/previews';

// Preview links (issue 36 item 3, docs/delivery.md "Preview links") through the real gateway on
// real PostgreSQL: who may make one, what opening it does to that browser's /remotes.json and to
// no other, and the 403 page of a changed or expired link.

let shop: Shop;
let live: string;
let pinned: string;

beforeAll(async () => {
  shop = await startShop();
  live = await publish('storefront', 'preview-live');
  pinned = await publish('storefront', 'preview-pinned');
  const remotes = await shop.admin.get('/api/delivery/remotes');
  const { revision } = (remotes.body as Array<{ name: string; revision: number }>).find(
    (remote) => remote.name === 'storefront',
  )!;
  const activated = await shop.admin.put('/api/delivery/remotes/storefront/active', {
    buildId: live,
    ifRevision: revision,
    reason: 'live',
  });
  expect(activated.status).toBe(200);
});

afterAll(async () => {
  await shop.close();
});

async function publish(remote: string, marker: string): Promise<string> {
  const answer = await publishAsAdmin(shop.admin, remote, fakeBuild(remote, { marker }), 'abc1234');
  expect([200, 201]).toContain(answer.status);
  return answer.body.buildId as string;
}

/** Opens a link as a browser does (no redirect followed): the answer and the browser after it. */
async function open(url: string, browser = shop.client()) {
  const answer = await fetch(`${shop.url}${url}`, { redirect: 'manual' });
  const cookie = answer.headers.getSetCookie().find((header) => header.startsWith(`${PREVIEW_COOKIE}=`));
  if (cookie) {
    const [pair] = cookie.split(';');
    browser = new ApiClient(shop.url, {}, new Map([[PREVIEW_COOKIE, pair.slice(PREVIEW_COOKIE.length + 1)]]));
  }
  return { answer, cookie, browser };
}

describe('a preview link', () => {
  it('pins the build for the browser that opens it, for that browser session only, and for no other browser', async () => {
    const made = await shop.admin.post('/api/delivery/previews', { pins: { storefront: pinned } });
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^\/preview\/[\w-]+\.[\w-]+$/);
    const hours = (new Date(made.body.expiresAt).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const { answer, cookie, browser } = await open(made.body.url);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // A session cookie: it ends with the browser session (the link's expiry is in its signature).
    expect(cookie).not.toMatch(/Max-Age|Expires/i);

    const previewed = await browser.request('GET', '/remotes.json');
    expect(previewed.headers.get('cache-control')).toBe('private, no-store');
    expect(previewed.body).toMatchObject({
      storefront: `/mfe/storefront/b/${pinned}/mf-manifest.json`,
      builds: { storefront: pinned },
      preview: { builds: { storefront: pinned }, expiresAt: made.body.expiresAt },
    });
    const other = await shop.client().get('/remotes.json');
    expect(other.body.builds.storefront).toBe(live);
    expect(other.body.preview).toBeUndefined();

    // 'Exit preview' ends it.
    const exit = await fetch(`${shop.url}/preview/exit`, {
      redirect: 'manual',
      headers: { cookie: `${PREVIEW_COOKIE}=${browser.cookie(PREVIEW_COOKIE)}` },
    });
    expect(exit.status).toBe(303);
    expect(exit.headers.getSetCookie().join()).toMatch(new RegExp(`${PREVIEW_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
  });

  it('is a 403 page with a way back when changed or expired', async () => {
    const made = await shop.admin.post('/api/delivery/previews', { pins: { storefront: pinned }, hours: 1 });
    const token = made.body.url.slice('/preview/'.length) as string;
    const [payload, signature] = token.split('.');
    const otherPins = Buffer.from(JSON.stringify({ p: { storefront: live }, e: Date.now() + 3600_000 })).toString(
      'base64url',
    );
    for (const changed of [`${otherPins}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`, payload]) {
      const { answer, cookie } = await open(`/preview/${changed}`);
      expect(answer.status).toBe(403);
      expect(cookie ?? '').not.toMatch(new RegExp(`${PREVIEW_COOKIE}=[^;]`));
      const page = await answer.text();
      expect(page).toContain('This preview link is not valid');
      expect(page).toContain('<a href="/">Back to the shop</a>');
    }
    // Signed with the shop's secret an hour ago for an hour: expired.
    const expired = new PreviewLinks([process.env.SESSION_SECRET!]).sign({
      pins: { storefront: pinned },
      expiresAt: Date.now() - 1000,
    });
    const { answer } = await open(`/preview/${expired}`);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('This preview link has expired');
    // An expired cookie pins nothing.
    const stale = new ApiClient(shop.url, {}, new Map([[PREVIEW_COOKIE, expired]]));
    expect((await stale.get('/remotes.json')).body.builds.storefront).toBe(live);
  });

  it('is made by a deploy token of every pinned remote or an admin, for at most 7 days, of published builds', async () => {
    const { token } = await createToken(shop.admin, 'preview-token', ['storefront']);
    const own = await withToken(shop.url, token, 'POST', '/api/delivery/previews', {
      pins: { storefront: pinned },
      hours: 168,
    });
    expect(own.status).toBe(201);
    const account = await publish('account', 'preview-account');
    const across = await withToken(shop.url, token, 'POST', '/api/delivery/previews', {
      pins: { storefront: pinned, account },
    });
    expect(across.status).toBe(403);
    for (const [body, message] of [
      [{ pins: { storefront: pinned }, hours: 169 }, /at most 168 hours/],
      [{ pins: { storefront: pinned }, hours: 0 }, /from 1 to 168/],
      [{ pins: {} }, /at least one remote/],
      [{ pins: { shell: pinned } }, /./],
      [{ pins: { storefront: 'nope' } }, /20 hex digits/],
    ] as const) {
      const refused = await shop.admin.post('/api/delivery/previews', body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    const unknown = await shop.admin.post('/api/delivery/previews', { pins: { storefront: 'f'.repeat(20) } });
    expect(unknown.status).toBe(404);
    const customer = shop.client();
    await customer.get('/api/csrf-token');
    expect((await customer.post('/api/delivery/previews', { pins: { storefront: pinned } })).status).toBe(401);

    const audit = await shop.admin.get('/api/delivery/audit?limit=50');
    const made = (audit.body.events as Array<{ action: string; after: { pins: unknown } }>).filter(
      (event) => event.action === 'preview.create',
    );
    expect(made.length).toBeGreaterThanOrEqual(3);
    expect(made[0].after.pins).toEqual({ storefront: pinned });
  });
});
