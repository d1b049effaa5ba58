import { apiSchema, probeAdminOperations } from '../../test-support/graphql-probe';
import { ApiClient, type Stack } from '../../test-support/stack';
import { type Shop, signIn, startShop, stepUp } from '../../test-support/shop';

describe('admin access through the gateway', () => {
  let shop: Shop;
  let stack: Stack;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
  });

  afterAll(async () => {
    await shop.close();
  });

  const signedIn = (email: string, password: string) => signIn(stack.url, email, password);

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

  it('refuses a signed-in customer with FORBIDDEN on every admin operation declared in any subgraph', async () => {
    const { client } = await customer('probe');
    const { failures, tested, declared } = await probeAdminOperations(client, apiSchema());
    expect(failures).toEqual([]);
    expect(declared).toBeGreaterThanOrEqual(15);
    expect(tested).toBe(declared);
  });

  it('ends the sessions of a suspended user at once and refuses their very next request', async () => {
    const admin = await signedIn('admin@shop.test', 'admin-password-1');
    const { client: first, id } = await customer('suspended');
    const second = await signedIn('suspended@shop.test', 'secret-pass');
    for (const client of [first, second]) expect((await client.get(`/api/wallet/${id}`)).status).toBe(200);

    const changed = await admin.request('PATCH', `/api/users/${id}/status`, { status: 'Suspended' });
    expect(changed).toMatchObject({ status: 200, body: { id, status: 'Suspended' } });
    for (const client of [first, second]) {
      expect((await client.get(`/api/wallet/${id}`)).status).toBe(401);
      expect((await client.get('/api/user')).status).toBe(401);
    }
    expect(
      await new ApiClient(stack.url).post('/api/login', { email: 'suspended@shop.test', password: 'secret-pass' }),
    ).toMatchObject({
      status: 403,
      body: { message: 'Your account is not active.' },
    });
    expect((await admin.request('PATCH', `/api/users/${id}/status`, { status: 'Sleeping' })).status).toBe(400);
  });

  it('ends every session of a demoted admin: the next request is signed out, a new sign-in is a customer', async () => {
    const admin = await signedIn('admin@shop.test', 'admin-password-1');
    const { id } = await customer('deputy');
    await stepUp(admin);
    const promoted = await admin.request('PATCH', `/api/users/${id}/admin`, { isAdmin: true });
    expect(promoted).toMatchObject({ status: 200, body: { isAdmin: true, username: 'deputy' } });
    const sessions = [
      await signedIn('deputy@shop.test', 'secret-pass'),
      await signedIn('deputy@shop.test', 'secret-pass'),
    ];
    for (const client of sessions) {
      expect((await client.get('/api/users')).status).toBe(200);
      expect((await client.get('/api/notifications/admin')).status).toBe(200);
    }
    expect((await admin.request('PATCH', `/api/users/${id}/admin`, { isAdmin: false })).body).toEqual({
      isAdmin: false,
      username: 'deputy',
    });
    for (const client of sessions) {
      expect((await client.get('/api/users')).status).toBe(401);
      expect((await client.get('/api/notifications/admin')).status).toBe(401);
      expect((await client.get('/api/admin/audit')).status).toBe(401);
      expect((await client.get('/api/user')).status).toBe(401);
    }
    // Signed in again, commerce reads the flag fresh and support trusts the new session's flag.
    const again = await signedIn('deputy@shop.test', 'secret-pass');
    expect(await again.get('/api/users')).toMatchObject({ status: 403, body: { message: 'Admins only.' } });
    expect((await again.get('/api/notifications/admin')).status).toBe(403);
    expect((await again.get('/api/user')).status).toBe(200);
    expect(await admin.request('PATCH', '/api/users/1/admin', { isAdmin: false })).toMatchObject({
      status: 400,
      body: { message: 'You cannot remove your own admin rights.' },
    });
  });

  it('signs a user out everywhere when an admin sets a new password, and the new password signs in', async () => {
    const admin = await signedIn('admin@shop.test', 'admin-password-1');
    const { client, id } = await customer('newpass');
    expect((await client.get('/api/user')).status).toBe(200);
    await stepUp(admin);
    const edited = await admin.request('PUT', `/api/users/${id}`, {
      username: 'newpass',
      email: 'newpass@shop.test',
      password: 'brand-new-pass',
    });
    expect(edited.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
    expect(
      (await new ApiClient(stack.url).post('/api/login', { email: 'newpass@shop.test', password: 'secret-pass' }))
        .status,
    ).toBe(401);
    await signedIn('newpass@shop.test', 'brand-new-pass');
  });

  it('serves the documented user routes to an admin: create, read, search, edit with balance, history, delete', async () => {
    const admin = await signedIn('admin@shop.test', 'admin-password-1');
    const created = await admin.post('/api/users', {
      username: 'created',
      email: 'created@shop.test',
      password: 'secret-pass',
      status: 'Active',
      isAdmin: false,
      balance: 25.5,
      id: 9999,
      createdAt: '2000-01-01',
    });
    expect(created).toMatchObject({
      status: 201,
      body: { username: 'created', balance: '25.50', totalSpent: '0.00', isAdmin: false },
    });
    const id = created.body.id as number;
    expect(id).not.toBe(9999);
    expect(
      (await admin.post('/api/users', { username: 'created', email: 'x@shop.test', password: 'secret-pass' })).status,
    ).toBe(409);
    expect(
      (await admin.post('/api/users', { username: 'someone', email: 'someone@shop.test', password: '123' })).status,
    ).toBe(400);

    const listed = await admin.get('/api/users?search=CREATED&status=Active&page=1&pageSize=10');
    expect(listed.status).toBe(200);
    expect(listed.body.map((u: { id: number }) => u.id)).toEqual([id]);
    expect((await admin.get(`/api/users/${id}`)).body).toMatchObject({ id, email: 'created@shop.test' });

    const edited = await admin.request('PUT', `/api/users/${id}`, {
      username: 'created',
      email: 'created@shop.test',
      password: '',
      balance: '10.00',
      balanceReason: 'Goodwill',
    });
    expect(edited).toMatchObject({ status: 200, body: { balance: '10.00' } });
    const transactions = await admin.get(`/api/users/${id}/transactions`);
    expect(
      transactions.body.map((t: { type: string; amount: string; description: string }) => [
        t.type,
        t.amount,
        t.description,
      ]),
    ).toEqual([
      ['adjustment', '-15.50', 'Goodwill'],
      ['adjustment', '25.50', 'Admin balance adjustment'],
    ]);
    expect((await admin.get(`/api/users/${id}/orders`)).body).toEqual([]);
    const activity = await admin.get(`/api/users/${id}/activity`);
    expect(activity.body[0]).toMatchObject({ action: 'balance_adjustment', metadata: { from: '25.50', to: '10.00' } });

    const removed = await admin.request('DELETE', `/api/users/${id}`);
    expect(removed).toMatchObject({ status: 200, body: { deleted: false, deactivated: true } });
    expect((await admin.get(`/api/users/${id}`)).body.status).toBe('Inactive');
    const { client: shopper } = await customer('nosy');
    expect(await shopper.get('/api/users')).toMatchObject({ status: 403, body: { message: 'Admins only.' } });
    expect((await new ApiClient(stack.url).get('/api/users')).status).toBe(401);
  });

  it('lists every order to an admin with buyer and product, never credentials; those only in the audited reveal', async () => {
    const admin = await signedIn('admin@shop.test', 'admin-password-1');
    const { client: buyer, id: buyerId } = await customer('orderlister');
    expect((await buyer.post('/api/wallet/deposit', { amount: '200.00', paymentMethod: 'paypal' })).status).toBe(200);
    const placed = await buyer.post('/api/orders', { productId: 5 });
    expect(placed.status).toBe(201);
    const orderId = placed.body.id as number;

    const listed = await admin.get('/api/orders?search=orderlister');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({
      id: orderId,
      user: { id: buyerId, username: 'orderlister', email: 'orderlister@shop.test' },
      product: { id: 5, title: expect.any(String) },
    });
    expect(listed.body[0]).not.toHaveProperty('accountDetails');
    expect((await admin.get('/api/orders?status=delivered')).body.map((o: { id: number }) => o.id)).toContain(orderId);
    expect((await admin.get('/api/orders?status=nope')).status).toBe(400);

    // The single read carries no credentials either: they are revealed one by one (security/credential-reveal.test.ts).
    const single = await admin.get(`/api/orders/${orderId}`);
    expect(single.body).toMatchObject({ id: orderId, user: { id: buyerId } });
    expect(single.body).not.toHaveProperty('accountDetails');
    const revealed = await admin.request('GET', `/api/orders/${orderId}/credentials?reason=support`, undefined, {
      headers: { 'x-admin-password': 'admin-password-1' },
    });
    expect(revealed.body.credentials).toEqual(expect.stringContaining(' : '));
    const audit = await admin.get('/api/admin/audit?limit=5');
    expect(audit.body.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'credentials.reveal',
          details: expect.stringContaining(`order:${orderId}`),
          userId: 1,
        }),
      ]),
    );

    expect(await buyer.get('/api/orders')).toMatchObject({ status: 403, body: { message: 'Admins only.' } });
    expect((await buyer.get(`/api/orders/${orderId}`)).status).toBe(403);
    const delivered = await admin.post(`/api/orders/${orderId}/deliver`, {
      accountDetails: 'EUW : again : x : 1 : 1 : a@b.c : n : 2000-01-01 : 2025-01-01 : 2026-01-01 : TR : ',
    });
    expect(delivered).toMatchObject({ status: 409, body: { message: 'This order has already been delivered.' } });
  });

  it('manages announcements: the public list shows only active, unexpired ones', async () => {
    const admin = await signedIn('admin@shop.test', 'admin-password-1');
    const created = await admin.post('/api/notifications', {
      title: 'Bakım',
      content: 'Yarın bakım var.',
      type: 'warning',
      isActive: true,
    });
    expect(created).toMatchObject({
      status: 201,
      body: { title: 'Bakım', type: 'warning', isActive: true, expiresAt: null },
    });
    const id = created.body.id as number;
    const publicIds = async () =>
      ((await new ApiClient(stack.url).get('/api/notifications')).body as Array<{ id: number }>).map((a) => a.id);
    expect(await publicIds()).toContain(id);

    expect((await admin.request('PATCH', `/api/notifications/${id}/status`, { isActive: false })).body.isActive).toBe(
      false,
    );
    expect(await publicIds()).not.toContain(id);
    expect((await admin.get('/api/notifications/admin')).body.map((a: { id: number }) => a.id)).toContain(id);

    const expired = await admin.request('PUT', `/api/notifications/${id}`, {
      title: 'Bakım',
      content: 'Bitti.',
      type: 'info',
      isActive: true,
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(expired.body).toMatchObject({ isActive: true, content: 'Bitti.' });
    expect(await publicIds()).not.toContain(id);

    expect((await admin.post('/api/notifications', { title: '', content: 'x' })).status).toBe(400);
    expect((await admin.post('/api/notifications', { title: 'x', content: 'x', type: 'loud' })).status).toBe(400);
    expect((await admin.request('DELETE', `/api/notifications/${id}`)).status).toBe(200);
    expect((await admin.request('DELETE', `/api/notifications/${id}`)).status).toBe(404);
  });
});
