import { ApiClient, type Stack } from '../../test-support/stack';
import { startShop, type Shop } from '../../test-support/shop';

describe('REST facade through the real gateway and subgraphs', () => {
  let shop: Shop;
  let stack: Stack;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
  });

  afterAll(async () => {
    await shop.close();
  });

  async function newUser(name: string) {
    const client = new ApiClient(stack.url);
    const registered = await client.post('/api/register', {
      username: name,
      email: `${name}@shop.test`,
      password: 'secret-pass',
    });
    expect(registered.status).toBe(201);
    return { client, user: registered.body as { id: number; username: string } };
  }

  it('serves the public catalogue with redacted account text only', async () => {
    const client = new ApiClient(stack.url);
    const all = await client.get('/api/products/all');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(30);
    const product = all.body[0];
    expect(product).toMatchObject({ id: 1, server: expect.any(String), price: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(product.stock).toBeGreaterThan(0);
    expect(product.accountUsername).toContain('******');
    expect(JSON.stringify(all.body)).not.toMatch(/Pw-|@mail\.test/);

    const detail = await client.get(`/api/products/detail/${product.id}`);
    expect(detail.body.title).toBe(product.title);
    expect((await client.get('/api/products/detail/999999')).status).toBe(404);
    expect(await client.get('/api/products/detail/abc')).toMatchObject({
      status: 400,
      body: { message: 'Invalid product id.' },
    });
    const notifications = await client.get('/api/notifications');
    expect(notifications.body.length).toBeGreaterThan(0);
  });

  it('refuses a mutating request without the anti-forgery token', async () => {
    const client = new ApiClient(stack.url);
    const refused = await client.post('/api/login', { email: 'x@y.z', password: 'whatever' }, { csrf: false });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/CSRF/);
  });

  it('logs in and out with a new session id, and reports a generic login error', async () => {
    const { client, user } = await newUser('sessionuser');
    expect((await client.get('/api/user')).body.username).toBe('sessionuser');
    const before = client.cookie('shop.sid');

    const wrong = await client.post('/api/login', { email: 'sessionuser@shop.test', password: 'nope-nope' });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });

    expect((await client.post('/api/logout')).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);

    const login = await client.post('/api/login', { email: 'sessionuser@shop.test', password: 'secret-pass' });
    expect(login.status).toBe(200);
    expect(login.body.id).toBe(user.id);
    expect(client.cookie('shop.sid')).not.toBe(before);
  });

  it('validates registration input with a 400 and a message', async () => {
    const client = new ApiClient(stack.url);
    const bad = await client.post('/api/register', { username: 'ab', email: 'not-an-email', password: '1' });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe('string');
  });

  it('deposits, buys and delivers the credentials only to the buyer', async () => {
    const { client, user } = await newUser('buyer1');
    const { client: other, user: otherUser } = await newUser('snooper1');

    const badDeposit = await client.post('/api/wallet/deposit', { amount: '-5', paymentMethod: 'paypal' });
    expect(badDeposit.status).toBe(400);
    const deposit = await client.post('/api/wallet/deposit', { amount: '100.10', paymentMethod: 'paypal' });
    expect(deposit.status).toBe(200);
    expect((await client.get(`/api/wallet/${user.id}`)).body.balance).toBe('100.10');

    const products = (await client.get('/api/products/all')).body;
    const product = products.find((p: { stock: number }) => p.stock > 0);
    const order = await client.post('/api/orders', {
      userId: otherUser.id,
      productId: product.id,
      deliveryMethod: 'automatic',
    });
    expect(order.status).toBe(201);
    expect(order.body.userId).toBe(user.id); // the session user pays, whatever userId says
    expect(order.body.product.title).toBe(product.title);
    expect(order.body.accountDetails).toMatch(/Pw-/);

    const cents = Math.round(Number(product.price) * 100);
    const expected = ((10010 - cents) / 100).toFixed(2);
    expect((await client.get(`/api/wallet/${user.id}`)).body.balance).toBe(expected);
    expect((await other.get(`/api/wallet/${otherUser.id}`)).body.balance).toBe('0.00');

    const orders = await client.get(`/api/orders/user/${user.id}`);
    expect(orders.body).toHaveLength(1);
    expect(orders.body[0].accountDetails).toBe(order.body.accountDetails);
    const transactions = await client.get(`/api/transactions/${user.id}`);
    expect(transactions.body.map((t: { type: string }) => t.type)).toEqual(['purchase', 'deposit']);

    for (const path of [`/api/wallet/${user.id}`, `/api/orders/user/${user.id}`, `/api/transactions/${user.id}`]) {
      expect((await other.get(path)).status).toBe(403);
      expect((await new ApiClient(stack.url).get(path)).status).toBe(401);
    }
  });

  it('answers order failures with a status, message and error field', async () => {
    const { client } = await newUser('poorbuyer');
    const products = (await client.get('/api/products/all')).body;
    const poor = await client.post('/api/orders', { productId: products[0].id });
    expect(poor.status).toBe(400);
    expect(poor.body.error).toBe(poor.body.message);
    expect(poor.body.message).toMatch(/balance/i);
    const missing = await client.post('/api/orders', { productId: 999999 });
    expect(missing.status).toBe(404);
    const malformed = await client.post('/api/orders', { productId: 'x' });
    expect(malformed.status).toBe(400);
    const guest = await new ApiClient(stack.url).post('/api/orders', { productId: products[0].id });
    expect(guest.status).toBe(401);
  });

  it('lets an admin read any user and maps malformed JSON to 400', async () => {
    const { user } = await newUser('watched1');
    const admin = new ApiClient(stack.url);
    expect(
      (await admin.post('/api/login', { email: 'admin@shop.test', password: 'admin-password-1' })).body.isAdmin,
    ).toBe(true);
    expect((await admin.get(`/api/wallet/${user.id}`)).status).toBe(200);

    await admin.get('/api/csrf-token');
    const response = await fetch(`${stack.url}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': decodeURIComponent(admin.cookie('csrf-token')!),
        cookie: `shop.sid=${admin.cookie('shop.sid')}; csrf-token=${admin.cookie('csrf-token')}`,
      },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Malformed JSON body.');
  });

  it('signs in through /graphql, as the microfrontends do, and needs the token there too', async () => {
    await newUser('graphqluser');
    const client = new ApiClient(stack.url);
    const login = 'mutation { login(input: { email: "graphqluser@shop.test", password: "secret-pass" }) { username } }';
    expect((await client.post('/graphql', { query: login }, { csrf: false })).status).toBe(403);
    const signedIn = await client.post('/graphql', { query: login });
    expect(signedIn.body.data.login.username).toBe('graphqluser');
    const me = await client.post('/graphql', { query: '{ me { username balance } }' });
    expect(me.body.data.me).toEqual({ username: 'graphqluser', balance: '0.00' });
    await client.post('/graphql', { query: 'mutation { logout }' });
    expect(client.cookie('shop.sid')).toBeUndefined();
    const guest = await client.post('/graphql', { query: '{ me { username } }' });
    expect(guest.body.data.me).toBeNull();
  });
});
