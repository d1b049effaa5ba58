import Stripe from 'stripe';
import type { Pool } from 'pg';
import type { Stack } from '../test-support/stack';
import { type Shop, signInAdmin, signUp, startShop } from '../test-support/shop';
import { paymentSettings } from '../subgraphs/commerce/src/modules/payment/payment-config';
import { fakeStripeApi } from '../test-support/fake-stripe';
import { IdempotencyStore } from '../gateway/src/middleware/idempotency';
import { figure } from './figure';

// Battery item 1 (payments) and item 6 (idempotency keys): money enters a wallet only through a
// provider's confirmation, applied once per event; a repeated request with one Idempotency-Key
// has one effect.
jest.setTimeout(120_000);

const WEBHOOK_SECRET = 'whsec_battery_secret';
const stripeHelpers = new Stripe('sk_test_battery');

function checkoutEvent(
  eventId: string,
  session: { id: string; paymentId: number; cents: number; type?: string },
): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: session.type ?? 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: String(session.paymentId),
        amount_total: session.cents,
        currency: 'usd',
        payment_status: 'paid',
        payment_intent: `pi_${session.id}`,
      },
    },
  });
}

async function webhook(stack: Stack, payload: string, signature: string) {
  const response = await fetch(`${stack.url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: response.status, body: await response.json() };
}

const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  stripeHelpers.webhooks.generateTestHeaderString({ payload, secret });

async function customer(stack: Stack, name: string) {
  const [{ client, id }] = await signUp(stack.url, name, 1);
  return { client, id };
}

const admin = (stack: Stack) => signInAdmin(stack.url);

describe('payments: Stripe provider (offline: fake API, real signatures)', () => {
  let shop: Shop;
  let stack: Stack;
  let db: Pool;
  const stripe = fakeStripeApi();

  beforeAll(async () => {
    shop = await startShop({
      commerce: {
        payments: {
          provider: 'stripe',
          stripe: {
            secretKey: 'sk_test_battery',
            webhookSecret: WEBHOOK_SECRET,
            publicUrl: 'https://shop.test',
            client: stripe.client,
          },
        },
      },
    });
    stack = shop.stack;
    db = shop.pool;
  });

  afterAll(async () => {
    await shop.close();
  });

  const ledgerCount = async (userId: number) =>
    Number(
      (await db.query('select count(*) from commerce.wallet_transaction where user_id = $1', [userId])).rows[0].count,
    );

  it('a deposit without confirmation credits nothing: 202 pending with the checkout URL, no ledger entry', async () => {
    const { client, id } = await customer(stack, 'stripepending');
    const deposit = await client.post('/api/wallet/deposit', { amount: '25.00', paymentMethod: 'credit_card' });

    expect(deposit.status).toBe(202);
    expect(deposit.body).toMatchObject({
      userId: id,
      balance: '0.00',
      status: 'pending',
      checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
    });
    const session = stripe.sessions.at(-1)!;
    expect(session.params).toMatchObject({
      mode: 'payment',
      client_reference_id: String(deposit.body.paymentId),
      success_url: 'https://shop.test/account/wallet?deposit=success',
    });
    expect(session.params.line_items?.[0]?.price_data).toMatchObject({ currency: 'usd', unit_amount: 2500 });
    expect((await client.get(`/api/wallet/${id}`)).body.balance).toBe('0.00');
    expect(await ledgerCount(id)).toBe(0);
    figure('payments: USD credited by an unconfirmed deposit', (await client.get(`/api/wallet/${id}`)).body.balance);
  });

  it('a validly signed webhook credits once; the same event delivered 20 more times (10 at once) credits nothing more', async () => {
    const { client, id } = await customer(stack, 'stripepaid');
    const deposit = await client.post('/api/wallet/deposit', { amount: '40.00', paymentMethod: 'credit_card' });
    const payload = checkoutEvent('evt_paid_1', {
      id: stripe.sessions.at(-1)!.id,
      paymentId: deposit.body.paymentId,
      cents: 4000,
    });
    const signature = sign(payload);

    expect(await webhook(stack, payload, signature)).toEqual({ status: 200, body: { received: true } });
    expect((await client.get(`/api/wallet/${id}`)).body.balance).toBe('40.00');

    const concurrent = await Promise.all(Array.from({ length: 10 }, () => webhook(stack, payload, signature)));
    const sequential = [];
    for (let i = 0; i < 10; i += 1) sequential.push(await webhook(stack, payload, signature));
    // Another event for the same session (Stripe sends several kinds) does not credit again either.
    const other = checkoutEvent('evt_paid_2', {
      id: stripe.sessions.at(-1)!.id,
      paymentId: deposit.body.paymentId,
      cents: 4000,
      type: 'checkout.session.async_payment_succeeded',
    });
    expect((await webhook(stack, other, sign(other))).status).toBe(200);

    expect([...concurrent, ...sequential].every((r) => r.status === 200)).toBe(true);
    expect((await client.get(`/api/wallet/${id}`)).body.balance).toBe('40.00');
    expect(await ledgerCount(id)).toBe(1);
    const transactions = (await client.get(`/api/transactions/${id}`)).body;
    expect(transactions).toEqual([
      expect.objectContaining({ type: 'deposit', amount: '40.00', paymentMethod: 'credit_card' }),
    ]);
    figure(
      'payments: deposits credited from one Stripe event delivered 21 times (+1 other event)',
      await ledgerCount(id),
    );
  });

  it('20 concurrent first deliveries of one new event credit exactly once', async () => {
    const { client, id } = await customer(stack, 'stripeburst');
    const deposit = await client.post('/api/wallet/deposit', { amount: '12.34', paymentMethod: 'paypal' });
    const payload = checkoutEvent('evt_burst', {
      id: stripe.sessions.at(-1)!.id,
      paymentId: deposit.body.paymentId,
      cents: 1234,
    });
    const signature = sign(payload);
    const results = await Promise.all(Array.from({ length: 20 }, () => webhook(stack, payload, signature)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await client.get(`/api/wallet/${id}`)).body.balance).toBe('12.34');
    expect(await ledgerCount(id)).toBe(1);
  });

  it('a bad signature, a tampered body, a wrong secret or no signature is a 400 and credits nothing', async () => {
    const { client, id } = await customer(stack, 'stripeforged');
    const deposit = await client.post('/api/wallet/deposit', { amount: '30.00', paymentMethod: 'credit_card' });
    const sessionId = stripe.sessions.at(-1)!.id;
    const payload = checkoutEvent('evt_forged', { id: sessionId, paymentId: deposit.body.paymentId, cents: 3000 });
    const tampered = payload.replace('"amount_total":3000', '"amount_total":300000');

    const answers = [
      await webhook(stack, payload, 't=1,v1=0000000000000000000000000000000000000000000000000000000000000000'),
      await webhook(stack, tampered, sign(payload)),
      await webhook(stack, payload, sign(payload, 'whsec_someone_else')),
      await webhook(stack, payload, ''),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
    expect(answers[0].body.message).toBe('Invalid webhook signature.');
    expect((await client.get(`/api/wallet/${id}`)).body.balance).toBe('0.00');
    expect(await ledgerCount(id)).toBe(0);
    figure('payments: forged webhooks accepted (of 4)', answers.filter((a) => a.status < 300).length);

    // A correctly signed confirmation for another amount credits nothing either.
    const otherAmount = checkoutEvent('evt_other_amount', {
      id: sessionId,
      paymentId: deposit.body.paymentId,
      cents: 999,
    });
    expect((await webhook(stack, otherAmount, sign(otherAmount))).status).toBe(200);
    expect((await client.get(`/api/wallet/${id}`)).body.balance).toBe('0.00');
  });

  it('an admin refund of a Stripe deposit posts one reversing entry and asks Stripe once per payment', async () => {
    const { client, id } = await customer(stack, 'striperefund');
    const deposit = await client.post('/api/wallet/deposit', { amount: '15.00', paymentMethod: 'credit_card' });
    const payload = checkoutEvent('evt_refund_me', {
      id: stripe.sessions.at(-1)!.id,
      paymentId: deposit.body.paymentId,
      cents: 1500,
    });
    expect((await webhook(stack, payload, sign(payload))).status).toBe(200);

    const boss = await admin(stack);
    const refunds = await Promise.all(
      [1, 2, 3].map(() => boss.post(`/api/payments/${deposit.body.paymentId}/refund`, { reason: 'Customer asked' })),
    );
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(refunds.find((r) => r.status === 200)!.body).toMatchObject({
      type: 'refund',
      amount: '-15.00',
      paymentId: deposit.body.paymentId,
      description: 'Customer asked',
    });
    expect(stripe.refunds.filter((r) => r.payment_intent === `pi_${stripe.sessions.at(-1)!.id}`)).toHaveLength(1);
    expect((await client.get(`/api/wallet/${id}`)).body.balance).toBe('0.00');
    expect((await client.post(`/api/payments/${deposit.body.paymentId}/refund`, {})).status).toBe(403);
  });
});

describe('payments: test provider, limits and idempotency keys', () => {
  let shop: Shop;
  let stack: Stack;
  let db: Pool;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    db = shop.pool;
  });

  afterAll(async () => {
    await shop.close();
  });

  const ledger = async (userId: number) =>
    (await db.query('select type, amount from commerce.wallet_transaction where user_id = $1 order by id', [userId]))
      .rows as Array<{ type: string; amount: string }>;

  it('the test provider keeps the spec flow: Deposit successful with the new balance', async () => {
    const { client, id } = await customer(stack, 'specflow');
    const deposit = await client.post('/api/wallet/deposit', { amount: '10.50', paymentMethod: 'paypal' });
    expect(deposit.status).toBe(200);
    expect(deposit.body).toMatchObject({
      userId: id,
      balance: '10.50',
      status: 'completed',
      message: 'Deposit successful',
    });
  });

  it('the test provider is refused in production unless explicitly enabled; Stripe needs its keys', () => {
    expect(() => paymentSettings({ provider: 'test' }, { NODE_ENV: 'production' })).toThrow(/refused in production/);
    expect(
      paymentSettings({ provider: 'test' }, { NODE_ENV: 'production', PAYMENTS_TEST_PROVIDER_IN_PRODUCTION: 'true' })
        .provider.name,
    ).toBe('test');
    expect(() =>
      paymentSettings(
        { provider: 'stripe', stripe: { secretKey: '', webhookSecret: '', publicUrl: 'https://shop.test' } },
        {},
      ),
    ).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('refuses deposits over the daily limit per account (1000.00 by default) with a message', async () => {
    const { client, id } = await customer(stack, 'dailylimit');
    expect((await client.post('/api/wallet/deposit', { amount: '600.00', paymentMethod: 'paypal' })).status).toBe(200);
    const parallel = await Promise.all(
      [1, 2, 3].map(() => client.post('/api/wallet/deposit', { amount: '300.00', paymentMethod: 'paypal' })),
    );
    expect(parallel.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const over = await client.post('/api/wallet/deposit', { amount: '100.01', paymentMethod: 'paypal' });
    expect(over).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/daily deposit limit is 1000\.00 USD.*at most 100\.00 more/) },
    });
    expect((await client.post('/api/wallet/deposit', { amount: '100.00', paymentMethod: 'paypal' })).status).toBe(200);
    expect((await client.get(`/api/wallet/${id}`)).body.balance).toBe('1000.00');
    figure(
      'payments: USD deposited in one day by an account trying 1,700 (limit 1,000)',
      (await client.get(`/api/wallet/${id}`)).body.balance,
    );
  });

  it('20 parallel deposits with one Idempotency-Key: one deposit, 20 identical answers', async () => {
    const { client, id } = await customer(stack, 'idemdeposit');
    const headers = { 'idempotency-key': 'deposit-key-1' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.request('POST', '/api/wallet/deposit', { paymentMethod: 'paypal', amount: '7.25' }, { headers }),
      ),
    );
    expect(new Set(answers.map((a) => JSON.stringify([a.status, a.body]))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 200, body: { balance: '7.25', message: 'Deposit successful' } });
    expect(await ledger(id)).toEqual([{ type: 'deposit', amount: '7.25' }]);
    figure('idempotency: deposits from 20 parallel repeats of one key', (await ledger(id)).length);

    // Without the header nothing changes: two requests, two deposits.
    await client.post('/api/wallet/deposit', { amount: '1.00', paymentMethod: 'paypal' });
    await client.post('/api/wallet/deposit', { amount: '1.00', paymentMethod: 'paypal' });
    expect(await ledger(id)).toHaveLength(3);
  });

  it('the same key with a different body or route is a 422 with a message; another user has their own keys', async () => {
    const { client, id } = await customer(stack, 'idemreuse');
    const headers = { 'idempotency-key': 'shared-key' };
    expect(
      (await client.request('POST', '/api/wallet/deposit', { amount: '5.00', paymentMethod: 'paypal' }, { headers }))
        .status,
    ).toBe(200);
    const changed = await client.request(
      'POST',
      '/api/wallet/deposit',
      { amount: '50.00', paymentMethod: 'paypal' },
      { headers },
    );
    expect(changed).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/already used for a different request/) },
    });
    const otherRoute = await client.request('POST', '/api/orders', { productId: 1 }, { headers });
    expect(otherRoute.status).toBe(422);
    expect(
      (
        await client.request(
          'POST',
          '/api/wallet/deposit',
          { amount: '5.00', paymentMethod: 'paypal' },
          { headers: { 'idempotency-key': '' } },
        )
      ).status,
    ).toBe(400);
    expect(await ledger(id)).toEqual([{ type: 'deposit', amount: '5.00' }]);
    figure('idempotency: status for a reused key with another body', changed.status);

    const other = await customer(stack, 'idemother');
    expect(
      (
        await other.client.request(
          'POST',
          '/api/wallet/deposit',
          { amount: '6.00', paymentMethod: 'paypal' },
          { headers },
        )
      ).body.balance,
    ).toBe('6.00');
  });

  it('keeps a key 24 hours: replayed at 23 h, a new request after 24 h, pruned after that', async () => {
    const { client, id } = await customer(stack, 'idemttl');
    const headers = { 'idempotency-key': 'ttl-key' };
    const send = () =>
      client.request('POST', '/api/wallet/deposit', { amount: '2.00', paymentMethod: 'paypal' }, { headers });
    const age = (hours: number) =>
      db.query(
        `update gateway.idempotency_key set created_at = now() - make_interval(hours => $2) where user_id = $1 and key = 'ttl-key'`,
        [id, hours],
      );

    const first = await send();
    await age(23);
    const replay = await send();
    expect([replay.status, replay.body, replay.headers.get('idempotent-replayed')]).toEqual([
      first.status,
      first.body,
      'true',
    ]);
    expect(await ledger(id)).toHaveLength(1);
    await age(25);
    expect((await send()).body.balance).toBe('4.00');
    expect(await ledger(id)).toHaveLength(2);
    await age(25);
    expect(await new IdempotencyStore(db, ['any secret: prune reads no answer']).prune()).toBeGreaterThanOrEqual(1);
    expect((await db.query(`select 1 from gateway.idempotency_key where user_id = $1`, [id])).rowCount).toBe(0);
  });

  it('20 parallel orders and 20 parallel cart checkouts with one key each: one purchase each, 20 identical answers', async () => {
    const { client, id } = await customer(stack, 'idemorders');
    await client.post('/api/wallet/deposit', { amount: '900.00', paymentMethod: 'paypal' });
    const products = (
      (await client.get('/api/products/all')).body as Array<{ id: number; price: string; stock: number }>
    ).filter((p) => p.stock > 1);
    const [first, second, third] = products;

    const orders = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.request(
          'POST',
          '/api/orders',
          { productId: first.id, expectedPrice: first.price },
          { headers: { 'idempotency-key': 'order-1' } },
        ),
      ),
    );
    const checkouts = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.request(
          'POST',
          '/api/orders/checkout',
          { items: [{ productId: second.id }, { productId: third.id }] },
          { headers: { 'idempotency-key': 'cart-1' } },
        ),
      ),
    );
    expect(new Set(orders.map((a) => JSON.stringify([a.status, a.body]))).size).toBe(1);
    expect(new Set(checkouts.map((a) => JSON.stringify([a.status, a.body]))).size).toBe(1);
    expect(orders[0].status).toBe(201);
    expect(checkouts[0].status).toBe(201);
    const bought = (await client.get(`/api/orders/user/${id}`)).body as Array<{ productId: number }>;
    expect(bought.map((o) => o.productId).sort()).toEqual([first.id, second.id, third.id].sort());
    figure(
      'idempotency: orders from 20 parallel POST /api/orders + 20 parallel checkouts (2 items), one key each',
      bought.length,
    );

    // The stored answers carry the delivered credentials: they are sealed, never in clear.
    const delivered = String(orders[0].body.accountDetails ?? '');
    expect(delivered.length).toBeGreaterThan(10);
    const stored = (await db.query(`select body from gateway.idempotency_key where user_id = $1`, [id])).rows as Array<{
      body: string;
    }>;
    expect(stored).toHaveLength(2);
    expect(stored.filter((row) => row.body.includes(delivered) || row.body.includes('accountDetails'))).toEqual([]);
  });

  it('refunds an order once (admin only) as a reversing entry; balance stays the ledger sum', async () => {
    const { client, id } = await customer(stack, 'refundorder');
    await client.post('/api/wallet/deposit', { amount: '200.00', paymentMethod: 'paypal' });
    const product = (
      (await client.get('/api/products/all')).body as Array<{ id: number; price: string; stock: number }>
    ).find((p) => p.stock > 0)!;
    const order = await client.post('/api/orders', { productId: product.id });
    expect(order.status).toBe(201);

    expect((await client.post(`/api/orders/${order.body.id}/refund`, {})).status).toBe(403);
    const boss = await admin(stack);
    const refunds = await Promise.all([1, 2, 3, 4].map(() => boss.post(`/api/orders/${order.body.id}/refund`, {})));
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(refunds.find((r) => r.status === 200)!.body).toMatchObject({
      type: 'refund',
      amount: product.price,
      orderId: order.body.id,
    });
    expect((await client.get(`/api/wallet/${id}`)).body.balance).toBe('200.00');
    const [mismatch] = (
      await db.query(
        `select count(*)::int as n from commerce.wallet w where balance <> (select coalesce(sum(amount), 0) from commerce.wallet_transaction t where t.user_id = w.user_id)`,
      )
    ).rows;
    expect(mismatch.n).toBe(0);
    figure(
      'payments: refunds posted from 4 parallel refunds of one order',
      refunds.filter((r) => r.status === 200).length,
    );
  });
});
