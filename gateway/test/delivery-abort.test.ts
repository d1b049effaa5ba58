import { randomBytes } from 'node:crypto';
import { IDENTITY_HEADER, signIdentity } from '@shop/server-kit';
import { type Shop, startShop } from '../../test-support/shop';
import { fakeBuild, publishAsAdmin } from '../../test-support/delivery';
import { ApiClient } from '../../test-support/stack';
import { BUCKET_COOKIE, bucketOf } from '../src/delivery/buckets';

// The canary's automatic abort (issue 36 item 2, docs/delivery.md "Automatic abort") through the
// real gateway on real PostgreSQL: the shell's failure reports (anonymous, small, throttled per
// address, never a 5xx) and the rule (2x the active build's failures per share, at least 20
// browsers within 60 s), which stops the canary by itself and audits the figures.

let shop: Shop;
let address = 0;

beforeAll(async () => {
  shop = await startShop({
    gatewayEnv: {
      RATE_LIMITS: 'on',
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_DELIVERY_ERRORS: '5/1m',
      RELEASE_TEAM_EMAILS: 'storefront=web-team@shop.test,ops@shop.test;admin=ops@shop.test',
    },
  });
});

afterAll(async () => {
  await shop.close();
});

type RemoteState = { name: string; revision: number; canary: { buildId: string; percent: number } | null };

async function remoteState(name: string): Promise<RemoteState> {
  const listed = await shop.admin.get('/api/delivery/remotes');
  return (listed.body as RemoteState[]).find((remote) => remote.name === name)!;
}

async function publish(remote: string, marker: string): Promise<string> {
  const answer = await publishAsAdmin(shop.admin, remote, fakeBuild(remote, { marker }), 'abc1234');
  expect([200, 201]).toContain(answer.status);
  return answer.body.buildId as string;
}

/** `remote` with a stable build live and a canary at `percent`. */
async function withCanary(remote: string, percent: number): Promise<{ stable: string; canary: string }> {
  const stable = await publish(remote, `stable-${percent}`);
  const canary = await publish(remote, `canary-${percent}`);
  const activated = await shop.admin.put(`/api/delivery/remotes/${remote}/active`, {
    buildId: stable,
    ifRevision: (await remoteState(remote)).revision,
    reason: 'stable',
  });
  expect(activated.status).toBe(200);
  const set = await shop.admin.put(`/api/delivery/remotes/${remote}/canary`, {
    buildId: canary,
    percent,
    ifRevision: (await remoteState(remote)).revision,
    reason: 'try',
  });
  expect(set.status).toBe(200);
  return { stable, canary };
}

/** A new browser from an address of its own whose bucket for `remote` is inside (or outside) `percent`. */
function browser(remote: string, percent: number, inside: boolean): ApiClient {
  for (;;) {
    const seed = randomBytes(16).toString('base64url');
    if (bucketOf(seed, remote) < percent !== inside) continue;
    address += 1;
    return new ApiClient(
      shop.url,
      { 'x-forwarded-for': `10.36.${address >> 8}.${address & 255}` },
      new Map([[BUCKET_COOKIE, seed]]),
    );
  }
}

const report = (client: ApiClient, remote: string, buildId: string, kind = 'render') =>
  client.request('POST', '/api/delivery/errors', { remote, buildId, kind, message: 'boom' }, { csrf: false });

/** `count` browsers (each its own address) report a failure of `buildId`. */
async function failures(count: number, remote: string, buildId: string, percent: number, inside: boolean) {
  for (let i = 0; i < count; i += 1) {
    const answer = await report(browser(remote, percent, inside), remote, buildId);
    expect(answer.status).toBe(202);
  }
}

describe('POST /api/delivery/errors', () => {
  it('takes a small report from anyone and answers 400 or 413 to anything else, never a 5xx', async () => {
    const client = () => new ApiClient(shop.url, { 'x-forwarded-for': `10.99.0.${++address & 255}` });
    const buildId = 'a'.repeat(20);
    expect((await report(client(), 'storefront', buildId)).status).toBe(202);
    const bad: Array<[unknown, RegExp]> = [
      [{ remote: 'shell', buildId, kind: 'render', message: 'x' }, /remote must be one of/],
      [{ remote: 'storefront', buildId: 'nope', kind: 'render', message: 'x' }, /20 hex digits/],
      [{ remote: 'storefront', buildId, kind: 'oops', message: 'x' }, /kind is one of/],
      [{ remote: 'storefront', buildId, kind: 'render' }, /message/],
      [{ remote: 'storefront', buildId, kind: 'render', message: 'x'.repeat(501) }, /at most 500/],
      [[1, 2], /./],
      ['text', /./],
    ];
    for (const [body, message] of bad) {
      const answer = await client().request('POST', '/api/delivery/errors', body, { csrf: false });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const raw = (body: string, type = 'application/json') =>
      fetch(`${shop.url}/api/delivery/errors`, {
        method: 'POST',
        headers: { 'content-type': type, 'x-forwarded-for': `10.98.0.${++address & 255}` },
        body,
      });
    expect((await raw('{"remote":')).status).toBe(400);
    expect((await raw('remote=storefront', 'application/x-www-form-urlencoded')).status).toBe(400);
    const large = await raw(
      JSON.stringify({ remote: 'storefront', buildId, kind: 'render', message: 'x', padding: 'y'.repeat(3000) }),
    );
    expect(large.status).toBe(413);
    expect(((await large.json()) as { message: string }).message).toMatch(/too large/);
  });

  it('is throttled per address: the sixth report within a minute is a 429 with Retry-After', async () => {
    const one = new ApiClient(shop.url, { 'x-forwarded-for': '192.0.2.36' });
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await report(one, 'admin', 'b'.repeat(20))).status);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await report(one, 'admin', 'b'.repeat(20));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held by it.
    expect(
      (await report(new ApiClient(shop.url, { 'x-forwarded-for': '192.0.2.37' }), 'admin', 'b'.repeat(20))).status,
    ).toBe(202);
  });
});

describe('the automatic abort', () => {
  it('leaves a 10% canary served at 19 failing browsers and stops it at the 20th, audited with the figures', async () => {
    const { stable, canary } = await withCanary('storefront', 10);
    // Reports of the canary build from browsers outside the canary are not the canary's.
    await failures(25, 'storefront', canary, 10, false);
    // One browser reporting again and again is one browser.
    const repeating = browser('storefront', 10, true);
    for (let i = 0; i < 4; i += 1) expect((await report(repeating, 'storefront', canary)).status).toBe(202);
    await failures(18, 'storefront', canary, 10, true);
    expect((await remoteState('storefront')).canary).toMatchObject({ buildId: canary, percent: 10 });

    const inCanary = browser('storefront', 10, true);
    expect((await inCanary.get('/remotes.json')).body.builds.storefront).toBe(canary);
    expect((await report(inCanary, 'storefront', canary)).status).toBe(202);
    expect((await remoteState('storefront')).canary).toMatchObject({ buildId: canary, percent: 0 });
    // The browser that was in the canary is served the active build now.
    expect((await inCanary.get('/remotes.json')).body).toMatchObject({ builds: { storefront: stable }, canary: [] });

    const audit = await shop.admin.get('/api/delivery/audit?remote=storefront&limit=5&verify=true');
    expect(audit.body.chain.ok).toBe(true);
    const aborts = audit.body.events.filter((event: { action: string }) => event.action === 'canary.auto-abort');
    expect(aborts).toHaveLength(1);
    expect(aborts[0]).toMatchObject({
      buildId: canary,
      actor: { tokenName: 'canary-guard' },
      before: { canary: { buildId: canary, percent: 10 } },
      after: { canary: { buildId: canary, percent: 0 } },
      details: { canaryFailures: 20, activeFailures: 0, percent: 10, factor: 2, floor: 20, windowMs: 60_000 },
    });
    // The admins and the storefront's team are e-mailed once, with the figures.
    const alerts = async () =>
      (await shop.sql(`select to_address, body from commerce.email_outbox where subject = ? order by to_address`, [
        `Canary stopped: storefront build ${canary}`,
      ])) as Array<{ to_address: string; body: string }>;
    const admins = (await shop.sql(`select email from commerce."user" where is_admin and status = 'Active'`)) as Array<{
      email: string;
    }>;
    // Queued before the report that stopped the canary was answered.
    const sent = await alerts();
    expect(sent).toHaveLength(admins.length + 2);
    expect(sent.map((mail) => mail.to_address).sort()).toEqual(
      [...admins.map((admin) => admin.email.toLowerCase()), 'ops@shop.test', 'web-team@shop.test'].sort(),
    );
    expect(sent[0].body).toContain('20 browsers reported a failure of the canary (at 10% of the traffic) within 60 s');

    // More failures after the stop change nothing: one abort, one e-mail each.
    await failures(3, 'storefront', canary, 10, true);
    const again = await shop.admin.get('/api/delivery/audit?remote=storefront&limit=10');
    expect(again.body.events.filter((event: { action: string }) => event.action === 'canary.auto-abort')).toHaveLength(
      1,
    );
    expect(await alerts()).toHaveLength(admins.length + 2);
  });

  it("commerce's alert route answers only the gateway, and only a well-formed alert", async () => {
    const route = shop.stack.subgraphUrls.commerce.replace(/\/graphql\/?$/, '') + '/delivery/alerts';
    const alert = { remote: 'storefront', buildId: 'b1', summary: 'x', teamAddresses: [] };
    const bare = await fetch(route, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(alert),
    });
    expect(bare.status).toBe(401);
    const signed = (body: unknown) =>
      fetch(route, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [IDENTITY_HEADER]: signIdentity({ userId: null, isAdmin: false }, 'commerce'),
        },
        body: JSON.stringify(body),
      });
    for (const lie of [
      { ...alert, remote: '../etc' },
      { ...alert, teamAddresses: ['not an address'] },
      { ...alert, teamAddresses: Array.from({ length: 11 }, (_, i) => `t${i}@shop.test`) },
      { ...alert, summary: 'x'.repeat(1001) },
    ])
      expect((await signed(lie)).status).toBe(400);
    expect(
      (
        await shop.sql(
          `select count(*)::int as n from commerce.email_outbox where subject like 'Canary stopped: storefront build b1'`,
        )
      )[0].n,
    ).toBe(0);
  });

  it("compares with the active build's failures per share: below 2x a 50% canary stays, at 2x it stops", async () => {
    const { stable, canary } = await withCanary('account', 50);
    await failures(15, 'account', stable, 50, false);
    // 29 canary failures against 15 active ones on equal shares: 1.93x, under the factor.
    await failures(29, 'account', canary, 50, true);
    expect((await remoteState('account')).canary).toMatchObject({ percent: 50 });
    await failures(1, 'account', canary, 50, true);
    expect((await remoteState('account')).canary).toMatchObject({ percent: 0 });
    const audit = await shop.admin.get('/api/delivery/audit?remote=account&limit=5');
    const abort = audit.body.events.find((event: { action: string }) => event.action === 'canary.auto-abort');
    expect(abort.details).toMatchObject({ canaryFailures: 30, activeFailures: 15, percent: 50 });
  });

  it('shows failures per build and minute over the last hour to the board', async () => {
    const answer = await shop.admin.get('/api/delivery/remotes/account/failures');
    expect(answer.status).toBe(200);
    const perBuild = new Map<string, number>();
    for (const row of answer.body.failures as Array<{ buildId: string; failures: number }>)
      perBuild.set(row.buildId, (perBuild.get(row.buildId) ?? 0) + row.failures);
    expect([...perBuild.values()].sort((a, b) => a - b)).toEqual([15, 30]);
  });
});
