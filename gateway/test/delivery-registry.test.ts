import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { type Shop, signInAdmin, startShop } from '../../test-support/shop';
import { createToken, fakeBuild, publishAsAdmin, sharedAsBuilt, withToken } from '../../test-support/delivery';
import { ApiClient, type Stack } from '../../test-support/stack';

// The release registry through the real gateway on real PostgreSQL (docs/delivery.md): publish,
// activation (compare-and-swap), the gates, rollback, retention, deploy tokens and the audit chain.

let shop: Shop;

let stack: Stack;
let pool: Pool;
let admin: ApiClient;

beforeAll(async () => {
  shop = await startShop();
  stack = shop.stack;
  pool = shop.pool;
  admin = shop.admin;
});

afterAll(async () => {
  await shop.close();
});

async function remoteState(name: string) {
  const listed = await admin.get('/api/delivery/remotes');
  expect(listed.status).toBe(200);
  return (listed.body as Array<{ name: string; revision: number; active: { buildId: string } | null }>).find(
    (remote) => remote.name === name,
  )!;
}

async function remotesJson() {
  const response = await fetch(`${stack.url}/remotes.json`);
  return {
    etag: response.headers.get('etag'),
    cache: response.headers.get('cache-control'),
    body: await response.json(),
  };
}

async function publish(remote: string, options: Parameters<typeof fakeBuild>[1] = {}, commit = 'abc1234') {
  const answer = await publishAsAdmin(admin, remote, fakeBuild(remote, options), commit);
  expect([200, 201]).toContain(answer.status);
  return answer.body.buildId as string;
}

async function activate(remote: string, buildId: string, reason = 'ship it') {
  const { revision } = await remoteState(remote);
  return admin.put(`/api/delivery/remotes/${remote}/active`, { buildId, ifRevision: revision, reason });
}

describe('publishing a build', () => {
  it('records it once: 201, the same bytes again 200 with the same build, the same id with other bytes 409', async () => {
    const files = fakeBuild('storefront', { marker: 'publish' });
    const first = await publishAsAdmin(admin, 'storefront', files, 'deadbeef1');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      buildId: expect.stringMatching(/^[0-9a-f]{20}$/),
      remote: 'storefront',
      gitCommit: 'deadbeef1',
      exposes: ['./App'],
      operations: [expect.stringMatching(/^[0-9a-f]{64}$/)],
      size: { firstLoadBytes: expect.any(Number), totalBytes: expect.any(Number) },
    });
    expect(first.body.shared.map((entry: { name: string }) => entry.name)).toContain('react');

    const again = await publishAsAdmin(admin, 'storefront', files, 'deadbeef1');
    expect(again.status).toBe(200);
    expect(again.body.buildId).toBe(first.body.buildId);
    expect(again.body.createdAt).toBe(first.body.createdAt);

    // The same manifest and file names, one file's bytes changed: the same id, so a conflict.
    const tampered = files.map((file) =>
      file.path === 'pages/home.html' ? { ...file, bytes: Buffer.from('<h1>other</h1>') } : file,
    );
    const conflict = await publishAsAdmin(admin, 'storefront', tampered);
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toMatch(/exists with other bytes \(pages\/home\.html\)/);

    const builds = await admin.get('/api/delivery/remotes/storefront/builds');
    const listed = builds.body.find((build: { buildId: string }) => build.buildId === first.body.buildId);
    expect(listed).toMatchObject({ status: 'kept', gitCommit: 'deadbeef1', publishedBy: 'user:1' });
    // The stored file is still the first one.
    const page = await fetch(`${stack.url}/mfe/storefront/b/${first.body.buildId}/pages/home.html`);
    expect(await page.text()).toBe('<h1>publish</h1>\n');
  });

  it('refuses what is not a build with 400 and keeps nothing', async () => {
    const noManifest = await publishAsAdmin(
      admin,
      'storefront',
      fakeBuild('storefront').filter((file) => file.path !== 'mf-manifest.json'),
    );
    expect(noManifest).toMatchObject({ status: 400, body: { message: expect.stringMatching(/no mf-manifest\.json/) } });
    const escaping = await publishAsAdmin(admin, 'storefront', [
      ...fakeBuild('storefront', { marker: 'escape' }),
      { path: '../../etc/passwd', bytes: Buffer.from('x') },
    ]);
    expect(escaping.status).toBe(400);
    const wrongRemote = await publishAsAdmin(admin, 'account', fakeBuild('storefront', { marker: 'wrong' }));
    expect(wrongRemote).toMatchObject({ status: 400, body: { message: expect.stringMatching(/not of "account"/) } });
    const unknown = await publishAsAdmin(admin, 'shell', fakeBuild('storefront'));
    expect(unknown.status).toBe(400);
    const count = async () => ((await admin.get('/api/delivery/remotes/storefront/builds')).body as unknown[]).length;
    const before = await count();
    const oversize = await publishAsAdmin(admin, 'storefront', [
      ...fakeBuild('storefront', { marker: 'oversize' }),
      { path: 'huge.js', bytes: Buffer.alloc(11 * 1024 * 1024, 120) },
    ]);
    expect(oversize).toMatchObject({ status: 413, body: { message: 'A file of a build is at most 10 MB.' } });
    // A body of unknown length (chunked) is refused before it is read.
    const { token } = await createToken(admin, 'chunked', ['storefront']);
    const chunked = await fetch(`${stack.url}/api/delivery/remotes/storefront/builds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('--x--\r\n'));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(411);
    expect(await count()).toBe(before);
  });

  it('serves the files immutable under the build folder, brotli when accepted, 404 for anything else', async () => {
    const buildId = await publish('storefront', { marker: 'served' });
    const manifest = await fetch(`${stack.url}/mfe/storefront/b/${buildId}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const { exposes } = (await manifest.json()) as { exposes: Array<{ assets: { js: { sync: string[] } } }> };
    const chunk = exposes[0].assets.js.sync[0];
    const plain = await fetch(`${stack.url}/mfe/storefront/b/${buildId}/${chunk}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(await plain.text()).toContain('storefront served');
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const revalidated = await fetch(`${stack.url}/mfe/storefront/b/${buildId}/${chunk}`, {
      headers: { 'accept-encoding': 'identity', 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
    // node's fetch decodes brotli itself: the header says what came on the wire.
    const brotli = await fetch(`${stack.url}/mfe/storefront/b/${buildId}/${chunk}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toContain('storefront served');
    for (const missing of [
      `/mfe/storefront/b/${buildId}/nothing.js`,
      `/mfe/account/b/${buildId}/mf-manifest.json`,
      `/mfe/storefront/b/${'0'.repeat(20)}/mf-manifest.json`,
      `/mfe/storefront/b/${buildId}/%2e%2e/%2e%2e/package.json`,
    ])
      expect((await fetch(`${stack.url}${missing}`)).status).toBe(404);
  });
});

describe('activation', () => {
  it('is a compare-and-swap: the first switch wins, a stale ifRevision is a 409 naming the current revision', async () => {
    const one = await publish('account', { marker: 'cas-one' });
    const two = await publish('account', { marker: 'cas-two' });
    const { revision } = await remoteState('account');
    const before = await remotesJson();

    const won = await admin.put('/api/delivery/remotes/account/active', {
      buildId: one,
      ifRevision: revision,
      reason: 'first',
    });
    expect(won.status).toBe(200);
    expect(won.body.revision).toBeGreaterThan(revision);
    const lost = await admin.put('/api/delivery/remotes/account/active', {
      buildId: two,
      ifRevision: revision,
      reason: 'second',
    });
    expect(lost).toMatchObject({ status: 409, body: { currentRevision: won.body.revision } });

    const after = await remotesJson();
    expect(after.cache).toBe('private, no-cache');
    expect(after.body).toMatchObject({
      revision: won.body.revision,
      account: `/mfe/account/b/${one}/mf-manifest.json`,
      builds: { account: one },
    });
    expect(after.body.revision).toBeGreaterThan(before.body.revision);
    expect(after.etag).toMatch(/^"r\d+-[0-9a-f]{16}"$/);
    expect(after.etag).not.toBe(before.etag);
    const unchanged = await fetch(`${stack.url}/remotes.json`, { headers: { 'if-none-match': after.etag! } });
    expect(unchanged.status).toBe(304);
    expect((await admin.get('/api/delivery/remotes/account/builds')).body[0]).toBeDefined();
    const statuses = (await admin.get('/api/delivery/remotes/account/builds')).body as Array<{
      buildId: string;
      status: string;
    }>;
    expect(statuses.find((build) => build.buildId === one)?.status).toBe('active');
    expect(statuses.find((build) => build.buildId === two)?.status).toBe('kept');
  });

  it('races: the same build published 5 times at once is one build (one 201); 10 switches at once, one wins', async () => {
    const files = fakeBuild('admin', { marker: 'race' });
    const published = await Promise.all(Array.from({ length: 5 }, () => publishAsAdmin(admin, 'admin', files)));
    expect(published.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(published.map((answer) => answer.body.buildId)).size).toBe(1);
    const audit = await admin.get('/api/delivery/audit?remote=admin&limit=50');
    const publishes = (audit.body.events as Array<{ action: string; buildId: string }>).filter(
      (event) => event.action === 'build.publish' && event.buildId === published[0].body.buildId,
    );
    expect(publishes).toHaveLength(1);

    const { revision } = await remoteState('admin');
    const switches = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.put('/api/delivery/remotes/admin/active', {
          buildId: published[0].body.buildId,
          ifRevision: revision,
          reason: 'race',
        }),
      ),
    );
    const won = switches.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(switches.filter((answer) => answer.status === 409).map((answer) => answer.body.currentRevision)).toEqual(
      Array(9).fill(won[0].body.revision),
    );
  });

  it('answers 404 for a build the remote does not have and 400 without a reason', async () => {
    const { revision } = await remoteState('admin');
    expect(
      (
        await admin.put('/api/delivery/remotes/admin/active', {
          buildId: 'f'.repeat(20),
          ifRevision: revision,
          reason: 'x',
        })
      ).status,
    ).toBe(404);
    const buildId = await publish('admin', { marker: 'no-reason' });
    expect(await admin.put('/api/delivery/remotes/admin/active', { buildId, ifRevision: revision })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/reason/) },
    });
  });
});

describe('the gates at the moment of the switch', () => {
  let live: string;

  beforeAll(async () => {
    live = await publish('storefront', { marker: 'live-before-gates' });
    expect((await activate('storefront', live)).status).toBe(200);
  });

  async function refused(buildId: string) {
    const answer = await activate('storefront', buildId, 'try the gates');
    expect(answer.status).toBe(422);
    // Nothing switched.
    expect((await remotesJson()).body.builds.storefront).toBe(live);
    expect((await remoteState('storefront')).active?.buildId).toBe(live);
    return answer.body.gates as Array<{ gate: string; problems: string[] }>;
  }

  it('shared: a major mismatch, an unmet requiredVersion and a bundled copy', async () => {
    const shared = sharedAsBuilt()
      .filter((entry) => entry.name !== '@emotion/react')
      .map((entry) =>
        entry.name === 'react'
          ? { ...entry, version: '18.3.1', requiredVersion: '^18.3.1' }
          : entry.name === 'react-router-dom'
            ? { ...entry, requiredVersion: '^99.0.0' }
            : entry,
      );
    const gates = await refused(await publish('storefront', { marker: 'gate-shared', shared }));
    expect(gates).toEqual([
      {
        gate: 'shared',
        problems: [
          expect.stringMatching(
            /^react: built with 18\.3\.1, the shell provides 19\.\d+\.\d+ \(another major version\)$/,
          ),
          expect.stringMatching(/^react: requires \^18\.3\.1, the shell provides 19/),
          expect.stringMatching(/^react-router-dom: requires \^99\.0\.0/),
          "@emotion/react: not shared (the build bundles its own copy instead of the shell's singleton)",
        ],
      },
    ]);
  });

  it('graphql: an operation the live supergraph no longer has, named with its field', async () => {
    const gates = await refused(
      await publish('storefront', {
        marker: 'gate-graphql',
        operations: ['query OldServers {\n  servers {\n    code\n    legacyRegion\n  }\n}'],
      }),
    );
    expect(gates).toEqual([
      { gate: 'graphql', problems: ['query OldServers: Cannot query field "legacyRegion" on type "GameServer".'] },
    ]);
    const none = await refused(await publish('storefront', { marker: 'gate-no-documents', operations: null }));
    expect(none[0]).toMatchObject({
      gate: 'graphql',
      problems: [expect.stringMatching(/no persisted-documents\.json/)],
    });
  });

  it('exposes: a module the shell imports and another live remote imports', async () => {
    await publish('account', { marker: 'consumer', consumes: ['storefront/Hero'] });
    const consumer = (await admin.get('/api/delivery/remotes/account/builds')).body[0].buildId as string;
    expect((await activate('account', consumer)).status).toBe(200);
    const gates = await refused(await publish('storefront', { marker: 'gate-exposes', exposes: ['./Other'] }));
    expect(gates).toEqual([
      {
        gate: 'exposes',
        problems: [
          './App is imported by the shell but the build does not expose it',
          './Hero is imported by the live account build but the build does not expose it',
        ],
      },
    ]);
    // The account goes back to a build that imports nothing from the storefront.
    expect((await activate('account', await publish('account', { marker: 'imports-nothing' }))).status).toBe(200);
  });

  it('budget: a first load over budgets.json', async () => {
    const gates = await refused(
      await publish('storefront', { marker: `gate-budget ${randomBytes(40_000).toString('hex')}` }),
    );
    expect(gates).toEqual([
      { gate: 'budget', problems: [expect.stringMatching(/^first load is \d+ bytes, over the budget of 24000 bytes/)] },
    ]);
  });

  it('integrity: a stored file changed or lost after publishing', async () => {
    const buildId = await publish('storefront', { marker: 'gate-integrity' });
    const files = (
      await pool.query<{ files: Array<{ path: string; sha256: string }> }>(
        'select files from gateway.delivery_build where build_id = $1',
        [buildId],
      )
    ).rows[0].files;
    const home = files.find((file) => file.path === 'pages/home.html')!;
    const entry = files.find((file) => file.path === 'remoteEntry.js')!;
    await pool.query(`update gateway.delivery_blob set data = 'evil' where sha256 = $1`, [home.sha256]);
    await pool.query('delete from gateway.delivery_blob where sha256 = $1', [entry.sha256]);
    const gates = await refused(buildId);
    expect(gates).toEqual([
      {
        gate: 'integrity',
        problems: ['pages/home.html does not match its recorded hash', 'remoteEntry.js is missing from the store'],
      },
    ]);
  });

  it('names every problem of every gate at once and records the refusal', async () => {
    const gates = await refused(
      await publish('storefront', {
        marker: 'gate-all',
        exposes: ['./Other'],
        operations: ['query Gone {\n  nothingHere\n}'],
        shared: sharedAsBuilt().filter((entry) => entry.name !== 'react'),
      }),
    );
    expect(gates.map((gate) => gate.gate)).toEqual(['shared', 'graphql', 'exposes']);
    const audit = await admin.get('/api/delivery/audit?remote=storefront&limit=1');
    expect(audit.body.events[0]).toMatchObject({
      action: 'remote.refused',
      reason: 'try the gates',
      before: { buildId: live },
      details: { gates: [{ gate: 'shared' }, { gate: 'graphql' }, { gate: 'exposes' }] },
    });
  });
});

describe('rollback', () => {
  it('goes back to any kept build, not only the previous one, through the same gates', async () => {
    const builds = [];
    for (const marker of ['r1', 'r2', 'r3']) {
      const buildId = await publish('admin', { marker });
      builds.push(buildId);
      expect((await activate('admin', buildId)).status).toBe(200);
    }
    const back = await admin.post('/api/delivery/remotes/admin/rollback', { buildId: builds[0], reason: 'r3 broke' });
    expect(back.status).toBe(200);
    expect((await remotesJson()).body).toMatchObject({ revision: back.body.revision, builds: { admin: builds[0] } });
    const audit = await admin.get('/api/delivery/audit?remote=admin&limit=1');
    expect(audit.body.events[0]).toMatchObject({
      action: 'remote.rollback',
      reason: 'r3 broke',
      before: { buildId: builds[2] },
      after: { buildId: builds[0], revision: back.body.revision },
    });

    const bad = await publish('admin', { marker: 'r-bad', operations: ['query X {\n  nope\n}'] });
    const refusedRollback = await admin.post('/api/delivery/remotes/admin/rollback', { buildId: bad, reason: 'no' });
    expect(refusedRollback.status).toBe(422);
    expect((await remotesJson()).body.builds.admin).toBe(builds[0]);
  });
});

describe('retention', () => {
  it('keeps the newest 30 builds and never the active, the previous, a rolled-back-to or a pinned one; files of removed builds are gone', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 35; i += 1) ids.push(await publish('account', { marker: `keep-${i}` }));
    // While every build is new (nothing is removed yet): ids[3], a rollback to ids[4], then ids[2].
    expect((await activate('account', ids[3])).status).toBe(200);
    expect(
      (await admin.post('/api/delivery/remotes/account/rollback', { buildId: ids[4], reason: 'keep me' })).status,
    ).toBe(200);
    expect((await activate('account', ids[2])).status).toBe(200);
    // All older than the 7 days a tab may still need, oldest first.
    for (const [i, id] of ids.entries())
      await pool.query(
        `update gateway.delivery_build set created_at = now() - interval '40 days' + make_interval(mins => $2::int)
          where remote = 'account' and build_id = $1`,
        [id, i],
      );
    await pool.query(
      `update gateway.delivery_build set created_at = now() - interval '60 days' where remote = 'account' and build_id <> all($1::text[])`,
      [ids],
    );
    expect(await admin.put(`/api/delivery/remotes/account/builds/${ids[1]}/pin`, { pinned: true })).toMatchObject({
      status: 200,
      body: { buildId: ids[1], pinned: true },
    });

    // Then ids[0] (ids[2] becomes the rollback target); this switch removes what is past retention.
    expect((await activate('account', ids[0])).status).toBe(200);
    const listed = (await admin.get('/api/delivery/remotes/account/builds')).body as Array<{
      buildId: string;
      status: string;
    }>;
    const status = new Map(listed.map((build) => [build.buildId, build.status]));
    expect(ids.slice(5).every((id) => status.get(id) === 'kept')).toBe(true);
    expect(status.get(ids[0])).toBe('active');
    expect(status.get(ids[1])).toBe('kept'); // pinned
    expect(status.get(ids[2])).toBe('kept'); // the one before the live build
    expect(status.get(ids[3])).toBe('removed');
    expect(status.get(ids[4])).toBe('kept'); // a rollback went to it
    expect(listed.filter((build) => build.status !== 'removed').length).toBeGreaterThanOrEqual(30);
    expect((await fetch(`${stack.url}/mfe/account/b/${ids[3]}/mf-manifest.json`)).status).toBe(404);
    expect((await fetch(`${stack.url}/mfe/account/b/${ids[2]}/mf-manifest.json`)).status).toBe(200);
    const removed = await admin.put('/api/delivery/remotes/account/active', {
      buildId: ids[3],
      ifRevision: (await remoteState('account')).revision,
      reason: 'x',
    });
    expect(removed.status).toBe(409);
  });
});

describe('deploy tokens', () => {
  it('are created only by a re-authenticated admin, shown once and stored as a hash', async () => {
    const fresh = await signInAdmin(stack.url);
    const without = await fresh.post('/api/delivery/tokens', { name: 'ci', remotes: ['storefront'] });
    expect(without).toMatchObject({ status: 403, body: { code: 'REAUTH_REQUIRED' } });
    const { id, token } = await createToken(fresh, 'storefront CI', ['storefront']);
    expect(token).toMatch(/^shopdt_[0-9A-Za-z]{36}$/);
    const listed = await fresh.get('/api/delivery/tokens');
    expect(listed.body.find((entry: { id: string }) => entry.id === id)).toMatchObject({
      name: 'storefront CI',
      remotes: ['storefront'],
      hint: `${token.slice(0, 11)}…`,
      revokedAt: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(token.slice(11));
    const stored = await pool.query('select * from gateway.delivery_token where id = $1', [id]);
    expect(JSON.stringify(stored.rows[0])).not.toContain(token.slice(11));
    const bad = await fresh.post('/api/delivery/tokens', { name: 'x', remotes: ['shell'] });
    expect(bad.status).toBe(400);
    const { client: customer } = { client: new ApiClient(stack.url) };
    expect((await customer.get('/api/delivery/tokens')).status).toBe(401);
  });

  it('reach only their remotes (403 across remotes) and never the admin-only routes', async () => {
    const { token } = await createToken(admin, 'storefront only', ['storefront']);
    const own = await withToken(
      stack.url,
      token,
      'POST',
      '/api/delivery/remotes/storefront/builds',
      (await import('../../test-support/delivery')).buildForm(
        fakeBuild('storefront', { marker: 'by-token' }),
        'cafe1234',
      ),
    );
    expect(own.status).toBe(201);
    expect(own.body.remote).toBe('storefront');
    const builds = await withToken(stack.url, token, 'GET', '/api/delivery/remotes/storefront/builds');
    expect(builds.body.find((build: { buildId: string }) => build.buildId === own.body.buildId)).toMatchObject({
      publishedBy: 'token:storefront only',
    });
    const remotes = await withToken(stack.url, token, 'GET', '/api/delivery/remotes');
    expect(remotes.body.map((remote: { name: string }) => remote.name)).toEqual(['storefront']);
    const state = remotes.body[0] as { revision: number };
    const activated = await withToken(stack.url, token, 'PUT', '/api/delivery/remotes/storefront/active', {
      buildId: own.body.buildId,
      ifRevision: state.revision,
      reason: 'from CI',
    });
    expect(activated.status).toBe(200);

    const adminBuild = await publish('admin', { marker: 'not-for-storefront' });
    const { buildForm } = await import('../../test-support/delivery');
    for (const [method, route, body] of [
      ['POST', '/api/delivery/remotes/admin/builds', buildForm(fakeBuild('admin', { marker: 'stolen' }))],
      ['PUT', '/api/delivery/remotes/admin/active', { buildId: adminBuild, ifRevision: 0, reason: 'x' }],
      ['POST', '/api/delivery/remotes/admin/rollback', { buildId: adminBuild, reason: 'x' }],
      ['GET', '/api/delivery/remotes/admin/builds', undefined],
    ] as const) {
      const answer = await withToken(stack.url, token, method, route, body);
      expect([route, answer.status, answer.body.message]).toEqual([
        route,
        403,
        'This deploy token may not deploy the admin remote.',
      ]);
    }
    expect((await remotesJson()).body.builds.admin).not.toBe(adminBuild);
    for (const [method, route, body] of [
      ['PUT', `/api/delivery/remotes/storefront/builds/${own.body.buildId}/pin`, { pinned: true }],
      ['GET', '/api/delivery/tokens', undefined],
      ['POST', '/api/delivery/tokens', { name: 'x', remotes: ['admin'] }],
      ['DELETE', '/api/delivery/tokens/00000000-0000-4000-8000-000000000000', undefined],
      ['GET', '/api/delivery/audit', undefined],
    ] as const) {
      const answer = await withToken(stack.url, token, method, route, body);
      expect([route, answer.status, answer.body.message]).toEqual([
        route,
        403,
        'A deploy token may not do this: admins only.',
      ]);
    }
  });

  it('stop working when revoked or expired; a malformed or unknown token is 401', async () => {
    const { id, token } = await createToken(admin, 'short-lived', ['account']);
    expect((await withToken(stack.url, token, 'GET', '/api/delivery/remotes')).status).toBe(200);
    const revoked = await admin.request('DELETE', `/api/delivery/tokens/${id}`);
    expect(revoked).toMatchObject({ status: 200, body: { id, revokedAt: expect.any(String) } });
    expect(await withToken(stack.url, token, 'GET', '/api/delivery/remotes')).toMatchObject({
      status: 401,
      body: { message: 'This deploy token was revoked.' },
    });

    const later = new Date(Date.now() + 3600_000).toISOString();
    const expiring = await createToken(admin, 'expiring', ['account'], later);
    expect((await withToken(stack.url, expiring.token, 'GET', '/api/delivery/remotes')).status).toBe(200);
    // An hour passes.
    await pool.query(`update gateway.delivery_token set expires_at = now() - interval '1 second' where id = $1`, [
      expiring.id,
    ]);
    expect(await withToken(stack.url, expiring.token, 'GET', '/api/delivery/remotes')).toMatchObject({
      status: 401,
      body: { message: 'This deploy token has expired.' },
    });
    const typo = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    expect((await withToken(stack.url, typo, 'GET', '/api/delivery/remotes')).body.message).toBe(
      'That is not a deploy token (shopdt_…).',
    );
    expect((await admin.request('DELETE', '/api/delivery/tokens/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect(
      (
        await admin.post('/api/delivery/tokens', {
          name: 'past',
          remotes: ['account'],
          expiresAt: '2020-01-01T00:00:00Z',
        })
      ).status,
    ).toBe(400);
  });
});

describe('the delivery audit', () => {
  it('chains every event to the one before, refuses changes, and its check finds a row changed behind its back', async () => {
    const listed = await admin.get('/api/delivery/audit?verify=true&limit=500');
    expect(listed.status).toBe(200);
    const events = listed.body.events as Array<{ seq: number; hash: string; previousHash: string; action: string }>;
    expect(listed.body.chain).toEqual({ ok: true, checked: events.length });
    for (let i = 0; i + 1 < events.length; i += 1) expect(events[i].previousHash).toBe(events[i + 1].hash);
    expect(new Set(events.map((event) => event.action))).toEqual(
      new Set([
        'build.pin',
        'build.publish',
        'build.refused',
        'remote.activate',
        'remote.rollback',
        'remote.refused',
        'build.remove',
        'token.create',
        'token.revoke',
      ]),
    );

    await expect(
      pool.query(`update gateway.delivery_audit set event = '{}' where seq = $1`, [events[3].seq]),
    ).rejects.toThrow(/append-only/);
    await expect(pool.query('delete from gateway.delivery_audit where seq = $1', [events[3].seq])).rejects.toThrow(
      /append-only/,
    );

    // A superuser switches the trigger off and rewrites who did something.
    const client = await pool.connect();
    try {
      await client.query(`set session_replication_role = replica`);
      await client.query(
        `update gateway.delivery_audit set event = jsonb_set(event, '{reason}', '"nothing happened"') where seq = $1`,
        [events[5].seq],
      );
      await client.query(`set session_replication_role = origin`);
    } finally {
      client.release();
    }
    const checked = await admin.get('/api/delivery/audit?verify=true&limit=1');
    expect(checked.body.chain).toMatchObject({
      ok: false,
      brokenAt: events[5].seq,
      problem: `row ${events[5].seq} was changed after it was written`,
    });
  });
});
