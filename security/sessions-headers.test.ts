import type { Pool } from 'pg';
import { ApiClient, type Stack } from '../test-support/stack';
import { startShop, stepUp, type Shop } from '../test-support/shop';
import { figure } from './figure';

// Battery: sessions and headers (issue 10, item 7). The gateway runs behind a (pretend) https
// proxy on this host: TRUST_PROXY=loopback, and a request "arrives over https" when it carries
// X-Forwarded-Proto: https, as the proxy would set it.
jest.setTimeout(180_000);

const HTTPS = { 'x-forwarded-proto': 'https' };
const REMOTE = 'https://admin.cdn.example';
const PASSWORD = 'session-pass-1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function cookieNamed(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}

function attributes(cookie: string): string[] {
  return cookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().split('=')[0].toLowerCase());
}

async function register(stack: Stack, name: string, headers: Record<string, string> = {}) {
  const client = new ApiClient(stack.url, headers);
  const response = await client.post('/api/register', {
    username: name,
    email: `${name}@sessions.test`,
    password: PASSWORD,
  });
  expect(response.status).toBe(201);
  return { client, id: (response.body as { id: number }).id };
}

async function signIn(stack: Stack, email: string, password = PASSWORD) {
  const client = new ApiClient(stack.url);
  const response = await client.post('/api/login', { email, password });
  expect(response.status).toBe(200);
  return client;
}

describe('sessions and headers behind an https proxy', () => {
  let shop: Shop;
  let stack: Stack;
  let db: Pool;

  beforeAll(async () => {
    shop = await startShop({
      gatewayEnv: { TRUST_PROXY: 'loopback', REMOTE_ADMIN_URL: `${REMOTE}/mf-manifest.json` },
    });
    stack = shop.stack;
    db = shop.pool;
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('security headers: CSP with the remotes and no framing, nosniff, and HSTS only over https', async () => {
    const plain = await fetch(`${stack.url}/api/products`);
    const secure = await fetch(`${stack.url}/api/products`, { headers: HTTPS });
    const graphql = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    for (const response of [plain, secure, graphql]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(`script-src 'self' ${REMOTE}`);
      expect(csp).toContain(`connect-src 'self' ${REMOTE}`);
      expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const names = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ];
    const present = names.filter((name) => secure.headers.get(name) !== null);
    figure('security headers on an https answer', `${present.length}/${names.length} (${present.join(', ')})`);
    expect(present).toEqual(names);
  });

  it('cookie over https: __Host-, Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain; the anti-forgery cookie stays readable', async () => {
    const client = new ApiClient(stack.url, HTTPS);
    const token = await client.get('/api/csrf-token');
    const session = cookieNamed(token.headers, '__Host-shop.sid');
    const csrf = cookieNamed(token.headers, 'csrf-token');
    expect(session).toBeDefined();
    expect(attributes(session!)).toEqual(expect.arrayContaining(['path', 'expires', 'httponly', 'secure', 'samesite']));
    expect(session).toMatch(/; Path=\/(;|$)/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(attributes(session!)).not.toContain('domain');
    expect(attributes(csrf!)).toEqual(expect.arrayContaining(['path', 'secure', 'samesite']));
    expect(attributes(csrf!)).not.toContain('httponly');
    expect(cookieNamed(token.headers, 'shop.sid')).toBeUndefined();

    // Sign-in over https issues a new __Host- session id and keeps working with it.
    const before = client.cookie('__Host-shop.sid');
    const login = await client.post('/api/register', {
      username: 'httpsuser',
      email: 'httpsuser@sessions.test',
      password: PASSWORD,
    });
    expect(login.status).toBe(201);
    expect(cookieNamed(login.headers, '__Host-shop.sid')).toMatch(/; Secure/);
    expect(client.cookie('__Host-shop.sid')).not.toBe(before);
    expect((await client.get('/api/user')).status).toBe(200);

    // Over plain http (local runs) the cookie is `shop.sid` without Secure: browsers refuse `__Host-` without it.
    const plainToken = await new ApiClient(stack.url).get('/api/csrf-token');
    const plainSession = cookieNamed(plainToken.headers, 'shop.sid');
    expect(plainSession).toBeDefined();
    expect(attributes(plainSession!)).not.toContain('secure');
    figure('session cookie over https', session!.replace(/=[^;]+/, '=…').replace(/Expires=[^;]+/, 'Expires=…'));
  });

  it('a password change, a ban and a demotion each end every session of the user, and no one else’s', async () => {
    const admin = await signIn(stack, 'admin@shop.test', 'admin-password-1');
    // Password changes and promotions need the acting admin's step-up.
    await stepUp(admin, 'admin-password-1');
    const bystander = await register(stack, 'bystander');
    const sessionsOf = async (userId: number) =>
      Number((await db.query('select count(*) from gateway.session where user_id = $1', [userId])).rows[0].count);
    const signedIn = async (clients: ApiClient[]) =>
      (await Promise.all(clients.map((client) => client.get('/api/user')))).filter((r) => r.status === 200).length;

    const results: string[] = [];
    const scenario = async (
      name: string,
      prepare: (id: number) => Promise<void>,
      change: (id: number) => Promise<number>,
    ) => {
      const { id } = await register(stack, name);
      await prepare(id);
      const clients = [
        await signIn(stack, `${name}@sessions.test`),
        await signIn(stack, `${name}@sessions.test`),
        await signIn(stack, `${name}@sessions.test`),
      ];
      expect(await signedIn(clients)).toBe(3);
      expect(await sessionsOf(id)).toBeGreaterThanOrEqual(3);
      expect(await change(id)).toBe(200);
      const ended = 3 - (await signedIn(clients));
      results.push(`${name}: ${ended}/3`);
      expect(ended).toBe(3);
      expect(await sessionsOf(id)).toBe(0);
      expect((await bystander.client.get('/api/user')).status).toBe(200);
      expect((await admin.get('/api/user')).status).toBe(200);
    };

    await scenario(
      'passwordchange',
      async () => undefined,
      async (id) =>
        (
          await admin.put(`/api/users/${id}`, {
            username: 'passwordchange',
            email: 'passwordchange@sessions.test',
            password: 'brand-new-pass-2',
          })
        ).status,
    );
    await signIn(stack, 'passwordchange@sessions.test', 'brand-new-pass-2');
    await scenario(
      'banned',
      async () => undefined,
      async (id) => (await admin.request('PATCH', `/api/users/${id}/status`, { status: 'Banned' })).status,
    );
    await scenario(
      'demoted',
      async (id) =>
        expect((await admin.request('PATCH', `/api/users/${id}/admin`, { isAdmin: true })).status).toBe(200),
      async (id) => (await admin.request('PATCH', `/api/users/${id}/admin`, { isAdmin: false })).status,
    );
    figure('sessions ended by password change / ban / demotion', results.join(', '));
  });

  it('a promotion keeps the sessions and gives them the admin flag at once', async () => {
    const admin = await signIn(stack, 'admin@shop.test', 'admin-password-1');
    // Password changes and promotions need the acting admin's step-up.
    await stepUp(admin, 'admin-password-1');
    const { client, id } = await register(stack, 'promoted');
    expect((await client.get('/api/users')).status).toBe(403);
    expect((await admin.request('PATCH', `/api/users/${id}/admin`, { isAdmin: true })).status).toBe(200);
    expect((await client.get('/api/user')).body).toEqual(expect.objectContaining({ isAdmin: true }));
    expect((await client.get('/api/users')).status).toBe(200);
  });
});

describe('session lifetimes', () => {
  let shop: Shop;
  let stack: Stack;

  beforeAll(async () => {
    shop = await startShop({ gatewayEnv: { SESSION_IDLE_TIMEOUT: '3s', SESSION_ABSOLUTE_TIMEOUT: '8s' } });
    stack = shop.stack;
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('a session ends after the idle time without requests, and after the absolute time however active', async () => {
    const idle = await register(stack, 'idler');
    const user = await idle.client.get('/api/user');
    expect(user.status).toBe(200);
    expect(user.headers.getSetCookie().find((cookie) => cookie.startsWith('shop.sid='))).toMatch(/Expires=/);
    await sleep(1500);
    expect((await idle.client.get('/api/user')).status).toBe(200);
    // The store keeps expiry times in whole seconds: a second more than the idle time.
    await sleep(4500);
    expect((await idle.client.get('/api/user')).status).toBe(401);

    const busy = await register(stack, 'busybee');
    const started = Date.now();
    let endedAfter = 0;
    while (Date.now() - started < 15_000) {
      await sleep(1000);
      if ((await busy.client.get('/api/user')).status === 401) {
        endedAfter = (Date.now() - started) / 1000;
        break;
      }
    }
    figure('session lifetimes: active session ended after (s; idle 3 s, absolute 8 s)', endedAfter.toFixed(1));
    expect(endedAfter).toBeGreaterThanOrEqual(7);
    expect(endedAfter).toBeLessThan(11);
  });
});
