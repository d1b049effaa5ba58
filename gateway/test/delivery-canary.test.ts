import { type Shop, startShop, register } from '../../test-support/shop';
import { createToken, fakeBuild, publishAsAdmin, withToken } from '../../test-support/delivery';
import { ApiClient } from '../../test-support/stack';

// The sticky canary (issue 36, docs/delivery.md "Canary") through the real gateway on real
// PostgreSQL: each browser's bucket, its answer over navigations and sign-in, the routes' gates
// and rights, promotion, and the audit.

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});

afterAll(async () => {
  await shop.close();
});

type RemoteState = {
  name: string;
  revision: number;
  active: { buildId: string } | null;
  canary: { buildId: string; percent: number } | null;
};

async function remoteState(name: string): Promise<RemoteState> {
  const listed = await shop.admin.get('/api/delivery/remotes');
  expect(listed.status).toBe(200);
  return (listed.body as RemoteState[]).find((remote) => remote.name === name)!;
}

async function publish(remote: string, marker: string): Promise<string> {
  const answer = await publishAsAdmin(shop.admin, remote, fakeBuild(remote, { marker }), 'abc1234');
  expect([200, 201]).toContain(answer.status);
  return answer.body.buildId as string;
}

async function activate(remote: string, buildId: string) {
  const { revision } = await remoteState(remote);
  const answer = await shop.admin.put(`/api/delivery/remotes/${remote}/active`, {
    buildId,
    ifRevision: revision,
    reason: 'stable',
  });
  expect(answer.status).toBe(200);
}

async function setCanary(remote: string, buildId: string, percent: number, reason = 'try it') {
  const { revision } = await remoteState(remote);
  return shop.admin.put(`/api/delivery/remotes/${remote}/canary`, { buildId, percent, ifRevision: revision, reason });
}

/** What one browser's /remotes.json names for the storefront. */
async function storefrontOf(browser: ApiClient): Promise<string> {
  const answer = await browser.get('/remotes.json');
  expect(answer.status).toBe(200);
  return answer.body.builds.storefront as string;
}

describe('a canary at 10%', () => {
  let stable: string;
  let canary: string;

  beforeAll(async () => {
    stable = await publish('storefront', 'stable-10');
    canary = await publish('storefront', 'canary-10');
    await activate('storefront', stable);
    const set = await setCanary('storefront', canary, 10);
    expect(set.status).toBe(200);
  });

  it('reaches 10 ± 3% of 1,000 browsers, each the same over five fetches and after signing in', async () => {
    const browsers = Array.from({ length: 1000 }, () => shop.client());
    const first: string[] = [];
    for (let at = 0; at < browsers.length; at += 50)
      first.push(...(await Promise.all(browsers.slice(at, at + 50).map(storefrontOf))));
    const share = (first.filter((buildId) => buildId === canary).length / browsers.length) * 100;
    expect(share).toBeGreaterThanOrEqual(7);
    expect(share).toBeLessThanOrEqual(13);
    expect(first.every((buildId) => buildId === canary || buildId === stable)).toBe(true);
    // Every browser kept its bucket cookie: the same answer on each of five more page loads.
    for (let at = 0; at < browsers.length; at += 50)
      await Promise.all(
        browsers.slice(at, at + 50).map(async (browser, i) => {
          for (let load = 0; load < 5; load += 1) expect(await storefrontOf(browser)).toBe(first[at + i]);
        }),
      );
    // Signing in keeps the browser's bucket: canary shoppers stay on the canary, stable ones on stable.
    const inCanary = browsers.map((_, i) => i).filter((i) => first[i] === canary);
    const inStable = browsers.map((_, i) => i).filter((i) => first[i] === stable);
    const chosen = [...inCanary.slice(0, 10), ...inStable.slice(0, 10)];
    for (const i of chosen) {
      const { email } = await register(browsers[i], `canary${i}`);
      const signedIn = await browsers[i].post('/api/login', { email, password: 'battery-pass-1' });
      expect(signedIn.status).toBe(200);
      expect(await storefrontOf(browsers[i])).toBe(first[i]);
    }
  });

  it('sets a long-lived HttpOnly SameSite=Lax bucket cookie, and answers privately, varying on the cookie', async () => {
    const response = await fetch(`${shop.url}/remotes.json`);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('shop_bucket='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie!)?.[1])).toBeGreaterThan(300 * 24 * 3600);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    // The same browser's next load carries the cookie: no new one, and a 304 on its ETag.
    const seed = cookie!.split(';')[0];
    const again = await fetch(`${shop.url}/remotes.json`, {
      headers: { cookie: seed, 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('names the remotes a browser gets as canary in /remotes.json', async () => {
    for (let tries = 0; tries < 200; tries += 1) {
      const answer = await shop.client().get('/remotes.json');
      if (answer.body.builds.storefront === canary) {
        expect(answer.body.canary).toEqual(['storefront']);
        expect(answer.body.storefront).toBe(`/mfe/storefront/b/${canary}/mf-manifest.json`);
        return;
      }
      expect(answer.body.canary).toEqual([]);
    }
    throw new Error('no browser of 200 got the canary');
  });
});

describe('the canary routes', () => {
  it('step the percent, end the canary, and promote it through the compare-and-swap, each audited', async () => {
    const stable = await publish('account', 'stable-steps');
    const canary = await publish('account', 'canary-steps');
    // Nothing is live yet: a canary needs an active build to compare against.
    expect((await setCanary('account', canary, 5)).status).toBe(409);
    await activate('account', stable);
    const browsers = Array.from({ length: 200 }, () => shop.client());
    const share = async () =>
      (
        await Promise.all(browsers.map(async (browser) => (await browser.get('/remotes.json')).body.builds.account))
      ).filter((buildId) => buildId === canary).length;

    expect((await setCanary('account', canary, 5)).status).toBe(200);
    const atFive = await share();
    expect((await setCanary('account', canary, 50)).status).toBe(200);
    const atFifty = await share();
    expect(atFifty).toBeGreaterThan(atFive);
    expect((await setCanary('account', canary, 100)).status).toBe(200);
    expect(await share()).toBe(200);
    expect((await remoteState('account')).canary).toMatchObject({ buildId: canary, percent: 100 });

    // A stale revision is refused and changes nothing.
    const stale = await shop.admin.request('DELETE', '/api/delivery/remotes/account/canary', {
      ifRevision: 0,
      reason: 'stale',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.currentRevision).toBe((await remoteState('account')).revision);

    const ended = await shop.admin.request('DELETE', '/api/delivery/remotes/account/canary', {
      ifRevision: (await remoteState('account')).revision,
      reason: 'enough',
    });
    expect(ended.status).toBe(200);
    expect((await remoteState('account')).canary).toBeNull();
    expect(await share()).toBe(0);
    const again = await shop.admin.request('DELETE', '/api/delivery/remotes/account/canary', {
      ifRevision: (await remoteState('account')).revision,
      reason: 'twice',
    });
    expect(again.status).toBe(404);

    expect((await setCanary('account', canary, 25)).status).toBe(200);
    const promoted = await shop.admin.post('/api/delivery/remotes/account/canary/promote', {
      ifRevision: (await remoteState('account')).revision,
      reason: 'good',
    });
    expect(promoted.status).toBe(200);
    const after = await remoteState('account');
    expect(after.active?.buildId).toBe(canary);
    expect(after.canary).toBeNull();
    expect((await shop.client().get('/remotes.json')).body.builds.account).toBe(canary);

    const audit = await shop.admin.get('/api/delivery/audit?remote=account&limit=20&verify=true');
    expect(audit.body.chain.ok).toBe(true);
    const actions = (audit.body.events as Array<{ action: string; buildId: string; reason: string }>)
      .map((event) => `${event.action} ${event.reason}`)
      .reverse();
    expect(actions).toEqual(
      expect.arrayContaining(['canary.set try it', 'canary.clear enough', 'canary.promote good']),
    );
    expect(actions.indexOf('canary.promote good')).toBe(actions.length - 1);
  });

  it('refuse a bad percent, a build that is already active, a build the gates refuse, and another remote', async () => {
    const stable = await publish('admin', 'stable-refusals');
    await activate('admin', stable);
    const canary = await publish('admin', 'canary-refusals');
    for (const percent of [0, 101, 2.5, '10']) {
      const bad = await setCanary('admin', canary, percent as number);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/percent/);
    }
    expect((await setCanary('admin', stable, 10)).status).toBe(409);
    expect((await setCanary('admin', 'f'.repeat(20), 10)).status).toBe(404);
    const oversize = await publishAsAdmin(
      shop.admin,
      'admin',
      fakeBuild('admin', { marker: 'canary-bundled', shared: [] }),
    );
    const refused = await setCanary('admin', oversize.body.buildId, 10);
    expect(refused.status).toBe(422);
    expect((await remoteState('admin')).canary).toBeNull();

    // A deploy token reaches only its own remotes; without a session or token: 401.
    const { token } = await createToken(shop.admin, 'canary-token', ['storefront']);
    const { revision } = await remoteState('admin');
    const body = { buildId: canary, percent: 10, ifRevision: revision, reason: 'token' };
    expect((await withToken(shop.url, token, 'PUT', '/api/delivery/remotes/admin/canary', body)).status).toBe(403);
    expect((await withToken(shop.url, token, 'POST', '/api/delivery/remotes/admin/canary/promote', body)).status).toBe(
      403,
    );
    expect((await withToken(shop.url, token, 'DELETE', '/api/delivery/remotes/admin/canary', body)).status).toBe(403);
    const anonymous = await fetch(`${shop.url}/api/delivery/remotes/admin/canary`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // No session: the anti-forgery check refuses it first.
    expect(anonymous.status).toBe(403);
    const customer = shop.client();
    await register(customer, 'canarycustomer');
    expect((await customer.put('/api/delivery/remotes/admin/canary', body)).status).toBe(403);
    expect((await remoteState('admin')).canary).toBeNull();
  });
});
