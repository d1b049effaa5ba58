import { createResellerClient, newIdempotencyKey, type ResellerClient } from '@shop/api-client';
import { expectMoneyAndStockIntact, startShop, stepUp, type Customer, type Shop } from '../../test-support/shop';

// Issue 37: a warranty claim through the reseller API (POST /api/v1/orders/{id}/claims), called
// with the generated client (packages/api-client). The shop's warranty rules apply as on the
// account page; a customer who lies, repeats, races and refunds gets no more than one claim.
jest.setTimeout(240_000);

const PROBLEM = 'application/problem+json';
const ALL = ['products:read', 'orders:write', 'orders:read', 'credentials:read', 'wallet:read'];

let shop: Shop;
const products: number[] = [];

beforeAll(async () => {
  shop = await startShop();
  await stepUp(shop.admin);
});

afterAll(() => shop?.close());

async function keyOf(customer: Customer, scopes = ALL): Promise<ResellerClient> {
  const answer = await customer.client.post('/api/account/api-keys', { name: 'claims bot', scopes });
  if (answer.status !== 201) throw new Error(`key not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return createResellerClient({ baseUrl: shop.url, apiKey: answer.body.key as string });
}

/** One unit bought through the client; its order id. */
async function buyOne(client: ResellerClient, productId: number): Promise<number> {
  const { data, response } = await client.POST('/api/v1/orders', {
    params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
    body: { productId, quantity: 1 },
  });
  expect(response.status).toBe(201);
  return data!.orders[0].id;
}

const claim = (client: ResellerClient, orderId: number, idem: string, reason = 'banned', message = 'Banned at once.') =>
  client.POST('/api/v1/orders/{id}/claims', {
    params: { path: { id: orderId }, header: { 'Idempotency-Key': idem } },
    body: { reason: reason as 'banned', message },
  });

async function claimsOf(orderId: number): Promise<number> {
  const [row] = await shop.sql(`select count(*)::int as n from commerce.warranty_claim where order_id = ?`, [orderId]);
  return row.n as number;
}

async function pooled(title: string, units: number): Promise<number> {
  const id = await shop.unitProduct(title, '6.00', units);
  products.push(id);
  return id;
}

describe('POST /api/v1/orders/{id}/claims', () => {
  it('files a claim on the owner’s delivered order, and 20 parallel retries of one key make one claim', async () => {
    const [buyer] = await shop.fundedCustomers('v1claim', 1, '30.00');
    const client = await keyOf(buyer);
    const orderId = await buyOne(client, await pooled('V1 claim pool', 3));

    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(client, orderId, 'claim-once')));
    const created = answers.filter((a) => a.response.status === 201);
    const inFlight = answers.filter((a) => a.response.status === 409);
    expect(created.length + inFlight.length).toBe(20);
    for (const conflict of inFlight) expect(conflict.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_FLIGHT' });
    expect(new Set(created.map((a) => a.data!.id)).size).toBe(1);
    expect(created[0].data).toMatchObject({ orderId, userId: buyer.id, reason: 'banned', status: 'submitted' });
    // No credentials and no internal ids in a customer's claim.
    for (const key of ['accountDetails', 'unitId', 'replacementUnitId', 'signals']) {
      expect(created[0].data).not.toHaveProperty(key);
    }
    expect(await claimsOf(orderId)).toBe(1);

    // Retried later, the key replays the claim; another key for the same order meets the open claim.
    const again = await claim(client, orderId, 'claim-once');
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data!.id).toBe(created[0].data!.id);
    const other = await claim(client, orderId, 'claim-twice');
    expect(other.response.status).toBe(409);
    expect(other.response.headers.get('content-type')).toContain(PROBLEM);
    expect(other.error).toMatchObject({ code: 'CLAIM_ALREADY_OPEN', orderId, claimId: created[0].data!.id });
    // The same key with another body is another request: 422.
    const changed = await claim(client, orderId, 'claim-once', 'other');
    expect(changed.response.status).toBe(422);
    expect(await claimsOf(orderId)).toBe(1);
  });

  it('races: 10 claims of one order under 10 different keys make one claim', async () => {
    const [buyer] = await shop.fundedCustomers('v1claimrace', 1, '30.00');
    const client = await keyOf(buyer);
    const orderId = await buyOne(client, await pooled('V1 claim race pool', 2));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => claim(client, orderId, `race-${i}`)));
    expect(answers.filter((a) => a.response.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.response.status !== 201)) {
      expect(refused.response.status).toBe(409);
      expect(refused.error).toMatchObject({ code: 'CLAIM_ALREADY_OPEN' });
    }
    expect(await claimsOf(orderId)).toBe(1);
  });

  it('lies: another owner’s order is a 404, a bad reason a 400, a key without orders:write a 403; nothing is written', async () => {
    const [owner, stranger] = await shop.fundedCustomers('v1claimlie', 2, '30.00');
    const ownerClient = await keyOf(owner);
    const strangerClient = await keyOf(stranger);
    const orderId = await buyOne(ownerClient, await pooled('V1 claim lie pool', 2));

    const foreign = await claim(strangerClient, orderId, 'lie-1');
    expect(foreign.response.status).toBe(404);
    expect(foreign.error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await claim(strangerClient, 99_999_999, 'lie-2')).response.status).toBe(404);

    const badReason = await claim(ownerClient, orderId, 'lie-3', 'bored');
    expect(badReason.response.status).toBe(400);
    expect(badReason.error).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(String(badReason.error!.detail)).toContain('reason must be one of');

    const readOnly = await keyOf(owner, ['orders:read']);
    const unscoped = await claim(readOnly, orderId, 'lie-4');
    expect(unscoped.response.status).toBe(403);
    expect(String(unscoped.error!.detail)).toContain('orders:write');

    const withoutKey = await ownerClient.POST('/api/v1/orders/{id}/claims', {
      params: { path: { id: orderId } } as never,
      body: { reason: 'banned', message: 'No idempotency key.' },
    });
    expect(withoutKey.response.status).toBe(400);
    expect(withoutKey.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(await claimsOf(orderId)).toBe(0);
  });

  it('refunds: a refunded order cannot be claimed (ORDER_NOT_CLAIMABLE), and money and stock stay whole', async () => {
    const [buyer] = await shop.fundedCustomers('v1claimrefund', 1, '30.00');
    const client = await keyOf(buyer);
    const orderId = await buyOne(client, await pooled('V1 claim refund pool', 2));
    expect((await shop.admin.post(`/api/orders/${orderId}/refund`, { reason: 'partner asked' })).status).toBe(200);

    const refused = await claim(client, orderId, 'after-refund');
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'ORDER_NOT_CLAIMABLE', orderId });
    expect(await claimsOf(orderId)).toBe(0);
    await expectMoneyAndStockIntact(shop, products);
  });

  it('repeats: once staff replaced the claim, the order’s next claim meets the replacement limit, not a second unit', async () => {
    const [buyer] = await shop.fundedCustomers('v1claimfarm', 1, '30.00');
    const client = await keyOf(buyer);
    const orderId = await buyOne(client, await pooled('V1 claim farm pool', 3));
    const first = await claim(client, orderId, 'farm-1');
    expect(first.response.status).toBe(201);
    const decided = await shop.admin.put(`/api/admin/claims/${first.data!.id}`, { action: 'replace' });
    expect(decided.status).toBe(200);

    const second = await claim(client, orderId, 'farm-2');
    expect(second.response.status).toBe(409);
    expect(second.error).toMatchObject({ code: 'REPLACEMENT_LIMIT_REACHED', orderId, limit: expect.any(Number) });
    expect(await claimsOf(orderId)).toBe(1);
    await expectMoneyAndStockIntact(shop, products);
  });
});
