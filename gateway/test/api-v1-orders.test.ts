import { createResellerClient } from '@shop/api-client';
import type { ApiClient } from '../../test-support/stack';
import { startStack, type Stack } from '../../test-support/stack';
import {
  addUnits,
  database,
  fund,
  signInAdmin,
  signUp,
  stepUp,
  unitProduct,
  type Customer,
} from '../../test-support/shop';

// Issue 37, second slice: POST /api/v1/orders from the key owner's wallet, exactly once per
// Idempotency-Key (scoped to the API key, stored in PostgreSQL and seen by both gateway replicas),
// and the owner's reads: an order, its credentials (audited), the wallet. Real stack, two gateways.
jest.setTimeout(300_000);

const PROBLEM = 'application/problem+json';

let stack: Stack;
let db: ReturnType<typeof database>;
let admin: ApiClient;

interface Answer {
  status: number;
  type: string;
  headers: Headers;
  body: Record<string, any>;
}

/** A bare call to /api/v1 (no cookies): `key` as the bearer, `idem` as the Idempotency-Key. */
async function v1(
  method: 'GET' | 'POST',
  path: string,
  key: string,
  options: { body?: unknown; idem?: string; url?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${key}` };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idem !== undefined) headers['idempotency-key'] = options.idem;
  const response = await fetch(`${options.url ?? stack.url}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, any>) : {},
  };
}

/**
 * `POST /api/v1/orders` through the generated client (packages/api-client), as a reseller calls it;
 * `body` is untyped so a test can also send what the types forbid (the liar's bodies).
 */
async function order(key: string, body: unknown, idem: string, url?: string): Promise<Answer> {
  const client = createResellerClient({ baseUrl: url ?? stack.url, apiKey: key });
  const { data, error, response } = await client.POST('/api/v1/orders', {
    params: { header: { 'Idempotency-Key': idem } },
    body: body as { productId: number; quantity: number },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    headers: response.headers,
    body: (data ?? error ?? {}) as Record<string, any>,
  };
}

async function createKey(customer: Customer, scopes: string[], name = 'bot'): Promise<string> {
  const answer = await customer.client.post('/api/account/api-keys', { name, scopes });
  if (answer.status !== 201) throw new Error(`key not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.key as string;
}

const ALL = ['products:read', 'orders:write', 'orders:read', 'credentials:read', 'wallet:read'];

async function balanceOf(customer: Customer): Promise<string> {
  return (await customer.client.get(`/api/wallet/${customer.id}`)).body.balance as string;
}

async function ordersOf(customer: Customer): Promise<Array<{ id: number; productId: number }>> {
  return (await customer.client.get(`/api/orders/user/${customer.id}`)).body;
}

async function unsold(productId: number): Promise<number> {
  const [row] = await db.sql(
    `select count(*)::int as n from commerce.inventory_unit where product_id = ? and order_id is null`,
    [productId],
  );
  return row.n as number;
}

beforeAll(async () => {
  stack = await startStack({ gatewayReplicas: 2 });
  db = database(stack.databaseUrl);
  admin = await signInAdmin(stack.url);
  await stepUp(admin);
});

afterAll(async () => {
  await db?.close();
  await stack?.close();
});

describe('POST /api/v1/orders: exactly once per Idempotency-Key', () => {
  it('buys once under 20 parallel retries of one key, on both replicas: one order, one unit, the wallet charged once', async () => {
    const [buyer] = await signUp(stack.url, 'v1race', 1);
    await fund(admin, buyer, '100.00');
    const key = await createKey(buyer, ALL);
    const product = await unitProduct(admin, 'V1 race product', '7.50', 5);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order(key, { productId: product, quantity: 1 }, 'retry-me-1', stack.urls[i % stack.urls.length]),
      ),
    );
    const created = answers.filter((a) => a.status === 201);
    const inFlight = answers.filter((a) => a.status === 409);
    expect(created.length + inFlight.length).toBe(20);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const conflict of inFlight) {
      expect(conflict.type).toContain(PROBLEM);
      expect(conflict.body.code).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
    }
    // Every 201 is the same order: the first answer, replayed.
    const ids = new Set(created.map((a) => a.body.orders[0].id));
    expect(ids.size).toBe(1);
    expect(created.filter((a) => a.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);

    // A retry after the first finished gets its answer again, on either replica.
    for (const url of stack.urls) {
      const again = await order(key, { productId: product, quantity: 1 }, 'retry-me-1', url);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.orders[0].id).toBe([...ids][0]);
    }

    expect(await ordersOf(buyer)).toHaveLength(1);
    expect(await balanceOf(buyer)).toBe('92.50');
    expect(await unsold(product)).toBe(4);
    // The answer holds no credentials: those need credentials:read.
    expect(JSON.stringify(created[0].body)).not.toMatch(/accountDetails/);
  });

  it('buys quantity units of one product all or nothing, each its own order', async () => {
    const [buyer] = await signUp(stack.url, 'v1qty', 1);
    await fund(admin, buyer, '10.00');
    const key = await createKey(buyer, ALL);
    const product = await unitProduct(admin, 'V1 quantity product', '2.00', 3);

    const tooMany = await order(key, { productId: product, quantity: 4 }, 'qty-4');
    expect(tooMany).toMatchObject({ status: 409, body: { code: 'OUT_OF_STOCK' } });
    expect(tooMany.type).toContain(PROBLEM);
    expect(await unsold(product)).toBe(3);
    expect(await balanceOf(buyer)).toBe('10.00');

    const three = await order(key, { productId: product, quantity: 3 }, 'qty-3');
    expect(three.status).toBe(201);
    expect(three.body.orders).toHaveLength(3);
    expect(new Set(three.body.orders.map((o: { id: number }) => o.id)).size).toBe(3);
    for (const o of three.body.orders) expect(o).toMatchObject({ productId: product, totalPrice: '2.00' });
    expect(await balanceOf(buyer)).toBe('4.00');
    expect(await unsold(product)).toBe(0);
    // Three different units, each sold once.
    const [sold] = await db.sql(
      `select count(distinct order_id)::int as n from commerce.inventory_unit where product_id = ? and order_id is not null`,
      [product],
    );
    expect(sold.n).toBe(3);
  });

  it('answers 422 for the same key with another body and 400 without the header, buying nothing', async () => {
    const [buyer] = await signUp(stack.url, 'v1body', 1);
    await fund(admin, buyer, '50.00');
    const key = await createKey(buyer, ALL);
    const product = await unitProduct(admin, 'V1 body product', '5.00', 3);

    expect((await order(key, { productId: product, quantity: 1 }, 'body-key')).status).toBe(201);
    const changed = await order(key, { productId: product, quantity: 2 }, 'body-key');
    expect(changed).toMatchObject({ status: 422, body: { status: 422, code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(changed.type).toContain(PROBLEM);

    const response = await fetch(`${stack.url}/api/v1/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: product, quantity: 1 }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain(PROBLEM);
    expect((await response.json()).code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    expect(await ordersOf(buyer)).toHaveLength(1);
    expect(await balanceOf(buyer)).toBe('45.00');
  });

  it('scopes the Idempotency-Key to the API key: the same value under two keys makes two orders', async () => {
    const [buyer] = await signUp(stack.url, 'v1twokeys', 1);
    await fund(admin, buyer, '50.00');
    const first = await createKey(buyer, ALL, 'first');
    const second = await createKey(buyer, ALL, 'second');
    const product = await unitProduct(admin, 'V1 two keys product', '4.00', 3);

    const a = await order(first, { productId: product, quantity: 1 }, 'shared-value');
    const b = await order(second, { productId: product, quantity: 1 }, 'shared-value');
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.orders[0].id).not.toBe(b.body.orders[0].id);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(await ordersOf(buyer)).toHaveLength(2);
    expect(await balanceOf(buyer)).toBe('42.00');
  });

  it('replays a refusal as it was first answered (insufficient balance stays the answer of its key)', async () => {
    const [buyer] = await signUp(stack.url, 'v1poor', 1);
    await fund(admin, buyer, '1.00');
    const key = await createKey(buyer, ALL);
    const product = await unitProduct(admin, 'V1 dear product', '9.99', 2);

    const poor = await order(key, { productId: product, quantity: 1 }, 'poor-key');
    expect(poor).toMatchObject({
      status: 400,
      body: { code: 'INSUFFICIENT_BALANCE', balance: '1.00', price: '9.99', status: 400 },
    });
    expect(poor.type).toContain(PROBLEM);
    await fund(admin, buyer, '20.00');
    const replay = await order(key, { productId: product, quantity: 1 }, 'poor-key');
    expect(replay.status).toBe(400);
    expect(replay.type).toContain(PROBLEM);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(poor.body);
    // A new key is a new request, and buys.
    expect((await order(key, { productId: product, quantity: 1 }, 'rich-key')).status).toBe(201);
    expect(await balanceOf(buyer)).toBe('10.01');
  });
});

describe('a customer who lies, repeats and races', () => {
  let buyer: Customer;
  let key: string;
  let product: number;

  beforeAll(async () => {
    [buyer] = await signUp(stack.url, 'v1liar', 1);
    await fund(admin, buyer, '30.00');
    key = await createKey(buyer, ALL);
    product = await unitProduct(admin, 'V1 liar product', '3.00', 2);
  });

  it.each([
    ['quantity 0', { quantity: 0 }, /quantity/],
    ['a negative quantity', { quantity: -2 }, /quantity/],
    ['a huge quantity', { quantity: 1_000_000_000 }, /quantity/],
    ['a fractional quantity', { quantity: 1.5 }, /quantity/],
    ['a quantity as text', { quantity: '1' }, /quantity/],
    ['no quantity', { quantity: undefined }, /quantity/],
    ['a product id as text', { productId: 'abc' }, /productId/],
  ])('refuses %s with a 400 problem naming the field, buying nothing', async (_name, change, message) => {
    const body = { productId: product, quantity: 1, ...change };
    const answer = await order(key, body, `lie-${JSON.stringify(change)}`);
    expect(answer.status).toBe(400);
    expect(answer.type).toContain(PROBLEM);
    expect(answer.body.detail).toMatch(message);
    expect(await ordersOf(buyer)).toHaveLength(0);
    expect(await balanceOf(buyer)).toBe('30.00');
  });

  it('answers a product that does not exist, and a hidden one, as 404 PRODUCT_NOT_FOUND', async () => {
    const missing = await order(key, { productId: 987654, quantity: 1 }, 'missing-product');
    expect(missing).toMatchObject({ status: 404, body: { code: 'PRODUCT_NOT_FOUND' } });
    const hidden = await unitProduct(admin, 'V1 hidden product', '1.00', 1);
    await db.sql('update catalog.product set hidden = true where id = ?', [hidden]);
    const answer = await order(key, { productId: hidden, quantity: 1 }, 'hidden-product');
    expect(answer).toMatchObject({ status: 404, body: { code: 'PRODUCT_NOT_FOUND' } });
    expect(await unsold(hidden)).toBe(1);
    expect(await balanceOf(buyer)).toBe('30.00');
  });

  it('lets two keys of one owner racing for the last unit make one sale', async () => {
    const [racer] = await signUp(stack.url, 'v1last', 1);
    await fund(admin, racer, '20.00');
    const keys = [await createKey(racer, ALL, 'one'), await createKey(racer, ALL, 'two')];
    const last = await unitProduct(admin, 'V1 last unit', '6.00', 1);
    const answers = await Promise.all(
      keys.map((k, i) => order(k, { productId: last, quantity: 1 }, `last-${i}`, stack.urls[i % stack.urls.length])),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('OUT_OF_STOCK');
    expect(await ordersOf(racer)).toHaveLength(1);
    expect(await balanceOf(racer)).toBe('14.00');
    expect(await unsold(last)).toBe(0);
  });
});

describe('the owner reads: order, credentials, wallet', () => {
  let owner: Customer;
  let stranger: Customer;
  let ownerKey: string;
  let strangerKey: string;
  let orderId: number;

  beforeAll(async () => {
    [owner, stranger] = await signUp(stack.url, 'v1reader', 2);
    await fund(admin, owner, '40.00');
    ownerKey = await createKey(owner, ALL);
    strangerKey = await createKey(stranger, ALL);
    const product = await unitProduct(admin, 'V1 read product', '12.00', 1);
    const bought = await order(ownerKey, { productId: product, quantity: 1 }, 'read-me');
    expect(bought.status).toBe(201);
    orderId = bought.body.orders[0].id;
  });

  it("reads the owner's order, and answers 404 for another owner's order on every read", async () => {
    const own = await v1('GET', `/orders/${orderId}`, ownerKey);
    expect(own).toMatchObject({ status: 200, body: { id: orderId, userId: owner.id, status: 'delivered' } });
    expect(own.body).not.toHaveProperty('accountDetails');
    for (const path of [`/orders/${orderId}`, `/orders/${orderId}/credentials`]) {
      const other = await v1('GET', path, strangerKey);
      expect(other).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
      expect(other.type).toContain(PROBLEM);
      expect(JSON.stringify(other.body)).not.toContain(String(owner.id) + ',');
    }
    expect((await v1('GET', '/orders/99999999', ownerKey)).status).toBe(404);
  });

  it('answers the credentials with credentials:read only, and audits the read', async () => {
    const withoutScope = await createKey(owner, ['orders:read'], 'no-credentials');
    const refused = await v1('GET', `/orders/${orderId}/credentials`, withoutScope);
    expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(refused.body.detail).toContain('credentials:read');

    const before = await db.sql(
      `select count(*)::int as n from gateway.audit_entry where action = 'credentials.reveal' and target = ?`,
      [`order:${orderId}`],
    );
    const read = await v1('GET', `/orders/${orderId}/credentials`, ownerKey);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    const mine = (await ordersOf(owner)).find((o) => o.id === orderId) as unknown as { accountDetails: string };
    expect(read.body).toEqual({ orderId, accountDetails: mine.accountDetails });
    expect(read.body.accountDetails).toEqual(expect.any(String));
    const [entry] = await db.sql(
      `select user_id, details, (select count(*)::int from gateway.audit_entry where action = 'credentials.reveal' and target = ?) as n
         from gateway.audit_entry where action = 'credentials.reveal' and target = ? order by id desc limit 1`,
      [`order:${orderId}`, `order:${orderId}`],
    );
    expect(entry.n).toBe(before[0].n + 1);
    expect(entry.user_id).toBe(owner.id);
    expect(entry.details).toMatch(/^api key \d+$/);
  });

  it('refuses each route without its scope with a 403 naming it', async () => {
    const readOnly = await createKey(owner, ['products:read'], 'read-only');
    const checks: Array<[string, Promise<Answer>]> = [
      ['orders:write', order(readOnly, { productId: 1, quantity: 1 }, 'scope-check')],
      ['orders:read', v1('GET', `/orders/${orderId}`, readOnly)],
      ['credentials:read', v1('GET', `/orders/${orderId}/credentials`, readOnly)],
      ['wallet:read', v1('GET', '/wallet', readOnly)],
    ];
    for (const [scope, pending] of checks) {
      const answer = await pending;
      expect(answer).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      expect(answer.body.detail).toContain(scope);
    }
    // The refused write stored nothing under its key: with the scope, the same key buys nothing
    // it should not (product 1 may not exist; what matters is no replay of the 403).
    const [row] = await db.sql(`select count(*)::int as n from gateway.idempotency_key where key = 'scope-check'`);
    expect(row.n).toBe(0);
  });

  it("reads the owner's wallet, and shows an admin refund in the order and the wallet", async () => {
    const wallet = await v1('GET', '/wallet', ownerKey);
    expect(wallet).toMatchObject({ status: 200, body: { userId: owner.id, balance: '28.00', onHold: false } });
    const strangers = await v1('GET', '/wallet', strangerKey);
    expect(strangers.body).toMatchObject({ userId: stranger.id, balance: '0.00' });

    const refund = await admin.post(`/api/orders/${orderId}/refund`, { reason: 'partner asked' });
    expect(refund.status).toBe(200);
    expect((await v1('GET', `/orders/${orderId}`, ownerKey)).body.status).toBe('refunded');
    expect((await v1('GET', '/wallet', ownerKey)).body.balance).toBe('40.00');
    // A repeat of the refund is refused; the wallet is credited once.
    expect((await admin.post(`/api/orders/${orderId}/refund`, {})).status).toBe(409);
    expect((await v1('GET', '/wallet', ownerKey)).body.balance).toBe('40.00');
  });
});

describe('the store: addUnits keeps a key product buyable again after a sale', () => {
  it('buys again after a restock with a new key, and the old key still replays its first answer', async () => {
    const [buyer] = await signUp(stack.url, 'v1restock', 1);
    await fund(admin, buyer, '10.00');
    const key = await createKey(buyer, ALL);
    const product = await unitProduct(admin, 'V1 restock product', '1.00', 1);
    const first = await order(key, { productId: product, quantity: 1 }, 'restock-1');
    expect(first.status).toBe(201);
    await addUnits(admin, product, 1);
    const replay = await order(key, { productId: product, quantity: 1 }, 'restock-1');
    expect(replay.body).toEqual(first.body);
    expect(await unsold(product)).toBe(1);
    expect((await order(key, { productId: product, quantity: 1 }, 'restock-2')).status).toBe(201);
    expect(await balanceOf(buyer)).toBe('8.00');
  });
});

describe('per-key limits, counted together by both replicas', () => {
  async function keyWithLimits(
    customer: Customer,
    limits: { requestsPerMinute: number | null; ordersPerMinute: number | null },
  ) {
    const created = await customer.client.post('/api/account/api-keys', { name: 'limited', scopes: ALL });
    expect(created.status).toBe(201);
    const set = await admin.put(`/api/admin/api-keys/${created.body.id}/limits`, limits);
    expect(set.status).toBe(200);
    return created.body.key as string;
  }

  it('answers the RateLimit headers and refuses the request past the limit with 429 and Retry-After', async () => {
    const [reseller] = await signUp(stack.url, 'v1limit', 1);
    const key = await keyWithLimits(reseller, { requestsPerMinute: 3, ordersPerMinute: null });
    const answers: Answer[] = [];
    for (let i = 0; i < 3; i += 1)
      answers.push(await v1('GET', '/wallet', key, { url: stack.urls[i % stack.urls.length] }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0].headers.get('ratelimit-policy')).toBe('"requests";q=3;w=60');
    expect(answers.map((a) => /r=(\d+)/.exec(a.headers.get('ratelimit') ?? '')?.[1])).toEqual(['2', '1', '0']);
    const refused = await v1('GET', '/wallet', key, { url: stack.urls[1] });
    expect(refused).toMatchObject({ status: 429, body: { status: 429, code: 'RATE_LIMITED' } });
    expect(refused.type).toContain(PROBLEM);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another key of the same owner has its own count.
    const other = await keyWithLimits(reseller, { requestsPerMinute: 3, ordersPerMinute: null });
    expect((await v1('GET', '/wallet', other)).status).toBe(200);
  });

  it('limits order requests per minute, refusing before anything is bought or stored', async () => {
    const [reseller] = await signUp(stack.url, 'v1ordlimit', 1);
    await fund(admin, reseller, '10.00');
    const key = await keyWithLimits(reseller, { requestsPerMinute: null, ordersPerMinute: 1 });
    const product = await unitProduct(admin, 'V1 limited product', '1.00', 3);
    const first = await order(key, { productId: product, quantity: 1 }, 'limit-1');
    expect(first.status).toBe(201);
    expect(first.headers.get('ratelimit-policy')).toBe('"orders";q=1;w=60');
    const second = await order(key, { productId: product, quantity: 1 }, 'limit-2', stack.urls[1]);
    expect(second).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(second.body.detail).toMatch(/1 orders a minute/);
    // Reads are not orders.
    expect((await v1('GET', '/wallet', key)).status).toBe(200);
    expect(await ordersOf(reseller)).toHaveLength(1);
    expect(await balanceOf(reseller)).toBe('9.00');
    const [row] = await db.sql(`select count(*)::int as n from gateway.idempotency_key where key = 'limit-2'`);
    expect(row.n).toBe(0);
  });
});
