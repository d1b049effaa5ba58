import type { Pool } from 'pg';
import { SessionAccess } from '../src/session/access-changes';
import { ApiClient, type Stack } from '../../test-support/stack';
import { type Shop, signInAdmin, startShop, stepUp } from '../../test-support/shop';

describe('admin infrastructure of the gateway: re-authentication, audit log, access changes', () => {
  let shop: Shop;
  let stack: Stack;
  let pool: Pool;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    pool = shop.pool;
  });

  afterAll(async () => {
    await shop.close();
  });

  /** A fresh admin session of its own (re-authentication changes the session it is done in). */
  const admin = () => signInAdmin(stack.url);

  async function customer(name: string) {
    const client = new ApiClient(stack.url);
    const registered = await client.post('/api/register', {
      username: name,
      email: `${name}@shop.test`,
      password: 'secret-pass',
    });
    expect(registered.status).toBe(201);
    return { client, id: (registered.body as { id: number }).id };
  }

  it('re-authenticates an admin only with the right password, and refuses customers and guests', async () => {
    const client = await admin();
    expect(await client.post('/api/admin/reauth', {})).toMatchObject({
      status: 400,
      body: { message: 'Enter your password.' },
    });
    expect(await client.post('/api/admin/reauth', { password: 'wrong-one' })).toMatchObject({
      status: 401,
      body: { message: 'Wrong password.' },
    });
    expect(await client.post('/api/admin/reauth', { password: 'admin-password-1' })).toMatchObject({
      status: 200,
      body: { reauthenticated: true },
    });

    const { client: shopper } = await customer('reauthshopper');
    expect(await shopper.post('/api/admin/reauth', { password: 'secret-pass' })).toMatchObject({
      status: 403,
      body: { message: 'Admins only.' },
    });
    expect((await new ApiClient(stack.url).post('/api/admin/reauth', { password: 'x' })).status).toBe(401);
  });

  it('records admin mutations with who, what, outcome and address, never the password, and lists them to admins only', async () => {
    const client = await admin();
    await client.post('/api/admin/reauth', { password: 'admin-password-1' });
    await client.post('/api/admin/reauth', { password: 'not-the-password' });
    const listed = await client.get('/api/admin/audit?limit=10');
    expect(listed.status).toBe(200);
    const entries = listed.body.entries as Array<{
      action: string;
      outcome: string;
      details: string;
      ip: string;
      userId: number;
    }>;
    const reauths = entries.filter((entry) => entry.action === 'mutation reauthenticate');
    expect(reauths.map((entry) => entry.outcome).slice(0, 2)).toEqual(['error', 'ok']);
    expect(reauths[0]).toMatchObject({ userId: 1, ip: expect.stringMatching(/127\.0\.0\.1/) });
    expect(JSON.stringify(listed.body)).not.toMatch(/admin-password-1|not-the-password/);
    expect(listed.body.total).toBeGreaterThanOrEqual(2);

    const { client: shopper } = await customer('auditshopper');
    expect(await shopper.get('/api/admin/audit')).toMatchObject({ status: 403, body: { message: 'Admins only.' } });
    expect((await new ApiClient(stack.url).get('/api/admin/audit')).status).toBe(401);
  });

  it('applies an access change to every session of the user at once', async () => {
    const boss = await admin();
    const { client: first, id } = await customer('accessuser');
    const second = new ApiClient(stack.url);
    expect((await second.post('/api/login', { email: 'accessuser@shop.test', password: 'secret-pass' })).status).toBe(
      200,
    );

    // The gateway's own admin route follows commerce's rights on the very next request.
    for (const client of [first, second]) expect((await client.get('/api/admin/audit')).status).toBe(403);
    await stepUp(boss);
    expect((await boss.request('PATCH', `/api/users/${id}/admin`, { isAdmin: true })).status).toBe(200);
    for (const client of [first, second]) expect((await client.get('/api/admin/audit')).status).toBe(200);

    // A demotion ends the admin sessions; a customer session of another user is not touched.
    const bystander = (await customer('accessbystander')).client;
    expect((await boss.request('PATCH', `/api/users/${id}/admin`, { isAdmin: false })).status).toBe(200);
    for (const client of [first, second]) expect((await client.get('/api/admin/audit')).status).toBe(401);
    for (const client of [first, second]) expect((await client.get('/api/user')).status).toBe(401);
    expect((await bystander.get('/api/user')).status).toBe(200);

    // The purge alone (commerce unchanged) ends the rows of a deactivated user at once.
    const third = new ApiClient(stack.url);
    expect((await third.post('/api/login', { email: 'accessuser@shop.test', password: 'secret-pass' })).status).toBe(
      200,
    );
    await new SessionAccess(pool).apply([{ userId: id, isAdmin: false, active: false }]);
    expect((await third.get('/api/user')).status).toBe(401);
    expect((await bystander.get('/api/user')).status).toBe(200);
  });

  it('a session stored before rights had versions keeps its id and its rights, and gets the version stamped', async () => {
    const { client, id } = await customer('legacyuser');
    await pool.query(`update gateway.session set sess = (sess::jsonb - 'rightsVersion')::json where user_id = $1`, [
      id,
    ]);
    const sid = client.cookie('shop.sid');
    expect((await client.get('/api/user')).status).toBe(200);
    expect(client.cookie('shop.sid')).toBe(sid);
    const { rows } = await pool.query(
      `select sess->>'rightsVersion' as version from gateway.session where user_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ version: '1' }]);
  });
});
