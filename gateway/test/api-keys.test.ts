import { createHmac } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { generate } from 'otplib';
import { hasValidApiKeyChecksum } from '@shop/server-kit';
import { ApiClient, startStack, type Stack } from '../../test-support/stack';
import { SoftwareAuthenticator } from '../../test-support/software-authenticator';
import { database, PASSWORD, signInAdmin, signUp, stepUp, type Customer } from '../../test-support/shop';
import { openApiDocument } from '../src/rest/openapi';
import { ROUTES } from '../src/rest/registry';
import { V1_ROUTES } from '../src/rest/v1/registry';

// Issue 37, first slice: API keys (created, listed, rolled, revoked by their owner or an admin) and
// the reseller API's product reads at /api/v1 behind them. Two gateway replicas share the
// database, as behind a load balancer; commerce runs in a child process so that the last test can
// stop it and show that a look-alike key is refused without asking it (and so without a database read).
jest.setTimeout(240_000);

const PROBLEM = 'application/problem+json';

let stack: Stack;
let db: ReturnType<typeof database>;

/** A bare HTTP call to `/api/v1` (no cookie jar): the status, the content type and the body. */
async function v1(path: string, key: string | null, options: { url?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (key !== null) headers.authorization = `Bearer ${key}`;
  const response = await fetch(`${options.url ?? stack.url}/api/v1${path}`, { headers });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: JSON.parse(text) as Record<string, any>,
  };
}

async function createKey(client: ApiClient, body: Record<string, unknown>): Promise<{ id: number; key: string }> {
  const answer = await client.post('/api/account/api-keys', body);
  if (answer.status !== 201) throw new Error(`key not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as { id: number; key: string };
}

/** Another key that passes the checksum and is in no database: what a stranger could compute. */
function unknownButWellFormed(): string {
  const body = `gas_live_${'A'.repeat(32)}`;
  return body + crc32(body).toString(16).padStart(8, '0');
}

beforeAll(async () => {
  stack = await startStack({ gatewayReplicas: 2, killable: ['commerce'], gatewayEnv: { TRUST_PROXY: 'loopback' } });
  db = database(stack.databaseUrl);
});

afterAll(async () => {
  await db?.close();
  await stack?.close();
});

describe('API keys: create, use, list', () => {
  let customer: Customer;
  let created: { id: number; key: string };

  beforeAll(async () => {
    [customer] = await signUp(stack.url, 'keyowner', 1);
    created = await createKey(customer.client, { name: 'bot', scopes: ['products:read'] });
  });

  it('answers the key once, in the documented format, and lists it by its last four only', async () => {
    expect(created.key).toMatch(/^gas_live_[A-Za-z0-9_-]{32}[0-9a-f]{8}$/);
    expect(hasValidApiKeyChecksum(created.key)).toBe(true);
    const list = await customer.client.get('/api/account/api-keys');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: created.id,
        name: 'bot',
        scopes: ['products:read'],
        lastFour: created.key.slice(-4),
        expiresAt: null,
        lastUsedAt: null,
        allowedAddresses: [],
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.key);
    expect(JSON.stringify(list.body)).not.toMatch(/hash/i);
  });

  it('reads products with the key, a page at a time, and the list then shows when it was last used', async () => {
    const first = await v1('/products?limit=1', created.key);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(1);
    expect(typeof first.body.nextCursor).toBe('string');
    const second = await v1(`/products?limit=1&cursor=${first.body.nextCursor}`, created.key);
    expect(second.status).toBe(200);
    expect(second.body.items[0].id).toBeGreaterThan(first.body.items[0].id);
    const all = await v1('/products?limit=100', created.key);
    const listed = (await customer.client.get('/api/products')).body as Array<{ id: number }>;
    expect(all.body.items.map((p: { id: number }) => p.id)).toEqual(listed.map((p) => p.id).sort((a, b) => a - b));
    const detail = await v1(`/products/${first.body.items[0].id}`, created.key);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(first.body.items[0]);
    const list = await customer.client.get('/api/account/api-keys');
    expect(list.body[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('filters as the storefront does and refuses a cursor it did not give', async () => {
    const none = await v1('/products?server=XX', created.key);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ items: [], nextCursor: null });
    const bad = await v1('/products?cursor=bm9wZQ', created.key);
    expect(bad.status).toBe(400);
    expect(bad.type).toContain(PROBLEM);
    expect(bad.body.detail).toMatch(/cursor/);
    const missing = await v1('/products/999999', created.key);
    expect(missing).toMatchObject({ status: 404, body: { status: 404, code: 'NOT_FOUND' } });
  });

  it('keeps the key nowhere in clear: the stored form is its HMAC with the pepper, and no row of any table holds the key', async () => {
    const [row] = await db.sql('select key_hash, last_four from commerce.api_key where id = ?', [created.id]);
    const pepper = process.env.API_KEY_PEPPER!;
    expect(row.key_hash).toBe(createHmac('sha256', pepper).update(created.key).digest('hex'));
    expect(row.last_four).toBe(created.key.slice(-4));
    const tables = await db.sql(
      `select table_schema, table_name from information_schema.tables
        where table_schema in ('commerce', 'catalog', 'support', 'gateway') and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    const holding: string[] = [];
    for (const { table_schema: schema, table_name: table } of tables) {
      const [found] = await db.sql(
        `select count(*)::int as n from "${schema}"."${table}" t where t::text like '%' || ? || '%'`,
        [created.key.slice(9)],
      );
      if (found.n) holding.push(`${schema}.${table}`);
    }
    expect(holding).toEqual([]);
  });

  it('refuses unknown scopes, bad names, past expiries and bad addresses with a clear 400, writing nothing', async () => {
    const before = await customer.client.get('/api/account/api-keys');
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: 'x', scopes: ['products:read', 'orders:delete'] }, /Unknown scope 'orders:delete'/],
      [{ name: 'x', scopes: [] }, /at least one scope/],
      [{ name: '', scopes: ['products:read'] }, /name/],
      [{ name: 'x', scopes: ['products:read'], expiresAt: '2001-01-01T00:00:00Z' }, /future/],
      [{ name: 'x', scopes: ['products:read'], expiresAt: 'tomorrow' }, /ISO 8601/],
      [{ name: 'x', scopes: ['products:read'], allowedAddresses: ['not-an-address'] }, /allowedAddresses/],
    ];
    for (const [body, message] of cases) {
      const answer = await customer.client.post('/api/account/api-keys', body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.body.message).toMatch(message);
    }
    expect((await customer.client.get('/api/account/api-keys')).body).toEqual(before.body);
  });
});

describe('the bearer on /api/v1', () => {
  let customer: Customer;

  beforeAll(async () => {
    [customer] = await signUp(stack.url, 'bearer', 1);
  });

  it('refuses a missing key, a cookie, a look-alike and an unknown key with 401 problem details', async () => {
    const none = await v1('/products', null);
    expect(none.status).toBe(401);
    expect(none.type).toContain(PROBLEM);
    expect(none.body).toMatchObject({ type: expect.any(String), title: 'Unauthenticated', status: 401 });
    expect(none.body.detail).toMatch(/Authorization: Bearer/);
    // A signed-in session's cookie does not open /api/v1.
    const withCookie = await customer.client.request('GET', '/api/v1/products');
    expect(withCookie.status).toBe(401);
    expect(withCookie.headers.get('content-type')).toContain(PROBLEM);
    const { key } = await createKey(customer.client, { name: 'real', scopes: ['products:read'] });
    const lookAlike = key.slice(0, 12) + (key[12] === 'a' ? 'b' : 'a') + key.slice(13);
    const refused = await v1('/products', lookAlike);
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toMatch(/checksum/);
    const unknown = await v1('/products', unknownButWellFormed());
    expect(unknown.status).toBe(401);
    expect(unknown.body.detail).toMatch(/unknown, expired, revoked/);
  });

  it('refuses a key on the cookie routes, even a public read', async () => {
    const { key } = await createKey(customer.client, { name: 'cookie-routes', scopes: ['products:read'] });
    for (const path of ['/api/user', '/api/products', `/api/wallet/${customer.id}`]) {
      const answer = await fetch(`${stack.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
      expect({ path, status: answer.status }).toEqual({ path, status: 401 });
      expect(((await answer.json()) as { message: string }).message).toMatch(/only on \/api\/v1/);
    }
    const graphql = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(graphql.status).toBe(401);
  });

  it('answers 403 for a key without the scope', async () => {
    const { key } = await createKey(customer.client, { name: 'wallet only', scopes: ['wallet:read'] });
    const answer = await v1('/products', key);
    expect(answer.status).toBe(403);
    expect(answer.type).toContain(PROBLEM);
    expect(answer.body).toMatchObject({ status: 403, code: 'FORBIDDEN', title: 'Forbidden' });
    expect(answer.body.detail).toMatch(/products:read/);
  });

  it('answers 403 from an address outside allowedAddresses, 200 from inside', async () => {
    const { key } = await createKey(customer.client, {
      name: 'office',
      scopes: ['products:read'],
      allowedAddresses: ['203.0.113.0/24'],
    });
    const inside = await v1('/products?limit=1', key, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(inside.status).toBe(200);
    const outside = await v1('/products?limit=1', key, { headers: { 'x-forwarded-for': '198.51.100.9' } });
    expect(outside.status).toBe(403);
    expect(outside.body.detail).toMatch(/address/);
  });

  it('refuses an expired key', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const { id, key } = await createKey(customer.client, { name: 'short', scopes: ['products:read'], expiresAt });
    expect((await v1('/products?limit=1', key)).status).toBe(200);
    await db.sql(`update commerce.api_key set expires_at = now() - interval '1 second' where id = ?`, [id]);
    expect((await v1('/products?limit=1', key)).status).toBe(401);
  });
});

describe('rolling and revoking', () => {
  let customer: Customer;

  beforeAll(async () => {
    [customer] = await signUp(stack.url, 'roller', 1);
  });

  it('keeps the old key working during the overlap and refuses it after, on both replicas', async () => {
    const { id, key: old } = await createKey(customer.client, { name: 'rolled', scopes: ['products:read'] });
    const rolled = await customer.client.post(`/api/account/api-keys/${id}/roll`, {});
    expect(rolled.status).toBe(200);
    const fresh = rolled.body.key as string;
    expect(fresh).not.toBe(old);
    for (const url of stack.urls) {
      expect((await v1('/products?limit=1', old, { url })).status).toBe(200);
      expect((await v1('/products?limit=1', fresh, { url })).status).toBe(200);
    }
    const [row] = await db.sql(
      "select previous_expires_at - now() > interval '23 hours' as long from commerce.api_key where id = ?",
      [id],
    );
    expect(row.long).toBe(true);
    // The overlap ends (as 24 hours later).
    await db.sql(`update commerce.api_key set previous_expires_at = now() - interval '1 second' where id = ?`, [id]);
    for (const url of stack.urls) {
      expect((await v1('/products?limit=1', old, { url })).status).toBe(401);
      expect((await v1('/products?limit=1', fresh, { url })).status).toBe(200);
    }
    const list = await customer.client.get('/api/account/api-keys');
    expect(list.body.find((k: { id: number }) => k.id === id).lastFour).toBe(fresh.slice(-4));
  });

  it('with overlapHours 0 the old key stops at once; a bad overlap is a 400', async () => {
    const { id, key: old } = await createKey(customer.client, { name: 'cut', scopes: ['products:read'] });
    expect((await customer.client.post(`/api/account/api-keys/${id}/roll`, { overlapHours: -1 })).status).toBe(400);
    expect((await customer.client.post(`/api/account/api-keys/${id}/roll`, { overlapHours: 1.5 })).status).toBe(400);
    const rolled = await customer.client.post(`/api/account/api-keys/${id}/roll`, { overlapHours: 0 });
    expect(rolled.status).toBe(200);
    expect((await v1('/products?limit=1', old)).status).toBe(401);
    expect((await v1('/products?limit=1', rolled.body.key)).status).toBe(200);
  });

  it('revokes at once on both replicas', async () => {
    const { id, key } = await createKey(customer.client, { name: 'revoked', scopes: ['products:read'] });
    for (const url of stack.urls) expect((await v1('/products?limit=1', key, { url })).status).toBe(200);
    const revoked = await customer.client.request('DELETE', `/api/account/api-keys/${id}`);
    expect(revoked.status).toBe(200);
    for (const url of stack.urls) expect((await v1('/products?limit=1', key, { url })).status).toBe(401);
    expect((await customer.client.get('/api/account/api-keys')).body.some((k: { id: number }) => k.id === id)).toBe(
      false,
    );
  });
});

describe('whose keys', () => {
  it("a customer cannot see, roll or delete another's key (404), and that key keeps working", async () => {
    const [a, b] = await signUp(stack.url, 'owners', 2);
    const { id, key } = await createKey(a.client, { name: 'mine', scopes: ['products:read'] });
    expect((await b.client.get('/api/account/api-keys')).body).toEqual([]);
    const roll = await b.client.post(`/api/account/api-keys/${id}/roll`, {});
    expect(roll.status).toBe(404);
    const remove = await b.client.request('DELETE', `/api/account/api-keys/${id}`);
    expect(remove.status).toBe(404);
    expect((await v1('/products?limit=1', key)).status).toBe(200);
    // ...and the admin routes refuse a customer.
    expect((await b.client.get('/api/admin/api-keys')).status).toBe(403);
    expect((await b.client.put(`/api/admin/api-keys/${id}/limits`, { requestsPerMinute: 1 })).status).toBe(403);
  });

  it('an admin lists, creates (after the step-up), rolls, limits and revokes any account’s keys', async () => {
    const [owner] = await signUp(stack.url, 'adminkeys', 1);
    const admin = await signInAdmin(stack.url);
    const body = { userId: owner.id, name: 'made by staff', scopes: ['products:read', 'orders:read'] };
    const unconfirmed = await admin.post('/api/admin/api-keys', body);
    expect(unconfirmed.status).toBe(401);
    expect(unconfirmed.body.reauthenticate).toBe(true);
    await stepUp(admin);
    const created = await admin.post('/api/admin/api-keys', body);
    expect(created.status).toBe(201);
    expect((await v1('/products?limit=1', created.body.key)).status).toBe(200);
    const listed = await admin.get(`/api/admin/api-keys?userId=${owner.id}`);
    expect(listed.body).toEqual([expect.objectContaining({ id: created.body.id, userId: owner.id })]);
    expect((await owner.client.get('/api/account/api-keys')).body).toHaveLength(1);
    const limits = await admin.put(`/api/admin/api-keys/${created.body.id}/limits`, {
      requestsPerMinute: 120,
      ordersPerMinute: 5,
    });
    expect(limits.status).toBe(200);
    expect(limits.body).toMatchObject({ requestsPerMinute: 120, ordersPerMinute: 5 });
    const badLimit = await admin.put(`/api/admin/api-keys/${created.body.id}/limits`, { requestsPerMinute: 0 });
    expect(badLimit.status).toBe(400);
    const rolled = await admin.post(`/api/admin/api-keys/${created.body.id}/roll`, { overlapHours: 0 });
    expect(rolled.status).toBe(200);
    expect((await v1('/products?limit=1', created.body.key)).status).toBe(401);
    expect((await admin.request('DELETE', `/api/admin/api-keys/${created.body.id}`)).status).toBe(200);
    expect((await v1('/products?limit=1', rolled.body.key)).status).toBe(401);
    expect((await admin.post('/api/admin/api-keys', { ...body, userId: 99999999 })).status).toBe(404);
  });
});

describe('the step-up where a second factor is enrolled', () => {
  const codeFor = (secret: string, stepOffset = 0) =>
    generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });

  it('creating and rolling ask an account with an authenticator app for a fresh code', async () => {
    const [customer] = await signUp(stack.url, 'enrolled', 1);
    const started = await customer.client.post('/api/account/totp', { password: PASSWORD });
    const secret = started.body.secret as string;
    const confirmed = await customer.client.post('/api/account/totp/confirm', { code: await codeFor(secret) });
    expect(confirmed.status).toBe(200);
    const recoveryCodes = confirmed.body.recoveryCodes as string[];
    // Confirming renews the session on its next request.
    expect((await customer.client.get('/api/account/security')).status).toBe(200);
    const body = { name: 'guarded', scopes: ['products:read'] };
    const without = await customer.client.post('/api/account/api-keys', body);
    expect(without.status).toBe(401);
    expect(without.body.secondFactorRequired).toBe(true);
    const wrong = await customer.client.post('/api/account/api-keys', { ...body, code: '000000' });
    expect(wrong.status).toBe(401);
    expect((await customer.client.get('/api/account/api-keys')).body).toEqual([]);
    const created = await customer.client.post('/api/account/api-keys', { ...body, code: await codeFor(secret, 1) });
    expect(created.status).toBe(201);
    const rollWithout = await customer.client.post(`/api/account/api-keys/${created.body.id}/roll`, {});
    expect(rollWithout.status).toBe(401);
    const rolled = await customer.client.post(`/api/account/api-keys/${created.body.id}/roll`, {
      recoveryCode: recoveryCodes[0],
    });
    expect(rolled.status).toBe(200);
  });
  it("a passkey-only account confirms with one of its passkeys (another user's passkey, a replayed answer and none are refused)", async () => {
    const withPasskey = async (prefix: string) => {
      const [customer] = await signUp(stack.url, prefix, 1);
      const authenticator = new SoftwareAuthenticator();
      const options = await customer.client.post('/api/account/passkeys/options', { password: PASSWORD });
      const added = await customer.client.post('/api/account/passkeys', {
        name: 'Laptop',
        response: authenticator.register(options.body),
      });
      expect(added.status).toBe(201);
      return { ...customer, authenticator };
    };
    /** A sign-in response of `by`'s passkey to options fetched by `customer`'s browser. */
    const confirmWith = async (customer: Customer, by: SoftwareAuthenticator) => {
      const options = await customer.client.post('/api/login/passkey/options');
      expect(options.status).toBe(200);
      return by.assert(options.body);
    };
    const alice = await withPasskey('pkalice');
    const bob = await withPasskey('pkbob');
    const body = { name: 'passkey guarded', scopes: ['products:read'] };

    const without = await alice.client.post('/api/account/api-keys', body);
    expect(without.status).toBe(401);
    expect(without.body).toMatchObject({ secondFactorRequired: true, methods: ['passkey'] });
    const bobs = await alice.client.post('/api/account/api-keys', {
      ...body,
      passkeyResponse: await confirmWith(alice, bob.authenticator),
    });
    expect(bobs.status).toBe(401);
    expect((await alice.client.get('/api/account/api-keys')).body).toEqual([]);

    const response = await confirmWith(alice, alice.authenticator);
    const created = await alice.client.post('/api/account/api-keys', { ...body, passkeyResponse: response });
    expect(created.status).toBe(201);
    expect((await v1('/products?limit=1', created.body.key)).status).toBe(200);
    // The same answer again (its challenge is spent) creates nothing more.
    const replayed = await alice.client.post('/api/account/api-keys', { ...body, passkeyResponse: response });
    expect(replayed.status).toBe(401);
    expect((await alice.client.get('/api/account/api-keys')).body).toHaveLength(1);

    const rolled = await alice.client.post(`/api/account/api-keys/${created.body.id}/roll`, {
      overlapHours: 0,
      passkeyResponse: await confirmWith(alice, alice.authenticator),
    });
    expect(rolled.status).toBe(200);
    expect((await v1('/products?limit=1', created.body.key)).status).toBe(401);
    expect((await v1('/products?limit=1', rolled.body.key)).status).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes /api/v1 with a bearer security scheme and its scope, and the key routes', () => {
    const doc = JSON.parse(JSON.stringify(openApiDocument({ ...ROUTES, ...V1_ROUTES }))) as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, { content?: object }> }>>;
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
    };
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const list = doc.paths['/api/v1/products'].get;
    expect(list.security).toEqual([{ apiKey: ['products:read'] }]);
    expect(Object.keys(list.responses['401'].content!)).toEqual([PROBLEM]);
    expect(doc.paths['/api/v1/products/{id}'].get.security).toEqual([{ apiKey: ['products:read'] }]);
    for (const path of ['/api/account/api-keys', '/api/account/api-keys/{id}/roll', '/api/admin/api-keys/{id}/limits'])
      expect(doc.paths[path]).toBeDefined();
  });
});

// Last: it stops commerce for good.
describe('a look-alike key costs no lookup', () => {
  it('is refused (401) while commerce, the only holder of keys, is stopped; a well-formed key then gets 503', async () => {
    const [customer] = await signUp(stack.url, 'nolookup', 1);
    const { key } = await createKey(customer.client, { name: 'checksum', scopes: ['products:read'] });
    const lookAlike = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    await stack.processes.commerce!.kill();
    const refused = await v1('/products', lookAlike);
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toMatch(/checksum/);
    // The gateway had to ask commerce for a key with a right checksum, and could not.
    const unchecked = await v1('/products', key);
    expect(unchecked.status).toBe(503);
    expect(unchecked.type).toContain(PROBLEM);
  });
});
