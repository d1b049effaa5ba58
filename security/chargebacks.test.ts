import type { Pool } from 'pg';
import { ApiClient, type Stack } from '../test-support/stack';
import { fakeStripeApi, stripeEvent, stripeSigner } from '../test-support/fake-stripe';
import { ACCOUNT_ON_HOLD } from '../subgraphs/commerce/src/modules/wallet/wallet.errors';
import { figure } from './figure';
import { ADMIN, type Shop, startShop, unitProduct } from '../test-support/shop';

// Issue 22 item 3: refunds and chargebacks made at the provider reach the wallet. Stripe's
// `charge.refunded` and `charge.dispute.created`, signed with the webhook secret as Stripe signs
// them, take the money back out of the wallet as a reversing ledger entry, once per event; money
// already spent is never a negative balance: the wallet gives what it has and the account is put
// on hold (no purchases, no deposits) and the admins are told.
jest.setTimeout(120_000);

const WEBHOOK_SECRET = 'whsec_chargeback_secret';
const sign = stripeSigner(WEBHOOK_SECRET);

describe('refunds and chargebacks made at Stripe reach the wallet', () => {
  let shop: Shop;
  let stack: Stack;
  let db: Pool;
  let admin: ApiClient;
  const stripe = fakeStripeApi();

  beforeAll(async () => {
    shop = await startShop({
      commerce: {
        payments: {
          provider: 'stripe',
          stripe: {
            secretKey: 'sk_test_chargebacks',
            webhookSecret: WEBHOOK_SECRET,
            publicUrl: 'https://shop.test',
            client: stripe.client,
          },
        },
      },
    });
    stack = shop.stack;
    db = shop.pool;
    admin = shop.admin;
  });

  afterAll(async () => {
    await shop.close();
  });

  async function webhook(payload: string) {
    const response = await fetch(`${stack.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
      body: payload,
    });
    return { status: response.status, body: await response.json() };
  }

  // Its own sign-up, not test-support's: the hold notice names the customer by this exact username.
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

  /** A Stripe deposit of `cents`, confirmed by its signed checkout event; answers its payment intent. */
  async function paidDeposit(client: ApiClient, cents: number): Promise<{ paymentId: number; intent: string }> {
    const deposit = await client.post('/api/wallet/deposit', {
      amount: (cents / 100).toFixed(2),
      paymentMethod: 'credit_card',
    });
    expect(deposit.status).toBe(202);
    const session = stripe.sessions.at(-1)!.id;
    const paid = stripeEvent(`evt_paid_${session}`, 'checkout.session.completed', {
      id: session,
      object: 'checkout.session',
      client_reference_id: String(deposit.body.paymentId),
      amount_total: cents,
      currency: 'usd',
      payment_status: 'paid',
      payment_intent: `pi_${session}`,
    });
    expect((await webhook(paid)).status).toBe(200);
    return { paymentId: deposit.body.paymentId, intent: `pi_${session}` };
  }

  const refunded = (id: string, intent: string, cents: number, refundedCents: number) =>
    stripeEvent(id, 'charge.refunded', {
      id: `ch_${intent}`,
      object: 'charge',
      payment_intent: intent,
      amount: cents,
      amount_refunded: refundedCents,
      currency: 'usd',
      refunded: refundedCents >= cents,
    });
  const disputed = (id: string, intent: string, cents: number) =>
    stripeEvent(id, 'charge.dispute.created', {
      id: `dp_${intent}`,
      object: 'dispute',
      charge: `ch_${intent}`,
      payment_intent: intent,
      amount: cents,
      currency: 'usd',
      reason: 'fraudulent',
      status: 'needs_response',
    });

  const ledger = async (userId: number) =>
    (
      await db.query(
        'select type, amount::text, payment_id from commerce.wallet_transaction where user_id = $1 order by id',
        [userId],
      )
    ).rows as Array<{ type: string; amount: string; payment_id: number | null }>;
  const balance = async (client: ApiClient, userId: number) =>
    (await client.get(`/api/wallet/${userId}`)).body.balance as string;

  it('a full refund at Stripe of an unspent deposit takes it back once: balance 0.00, one reversing entry, a replay changes nothing', async () => {
    const { client, id } = await customer('cbrefund');
    const { paymentId, intent } = await paidDeposit(client, 4000);
    expect(await balance(client, id)).toBe('40.00');

    const payload = refunded('evt_refund_full', intent, 4000, 4000);
    expect(await webhook(payload)).toEqual({ status: 200, body: { received: true } });
    const replays = await Promise.all([1, 2, 3].map(() => webhook(payload)));
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200]);

    expect(await balance(client, id)).toBe('0.00');
    expect(await ledger(id)).toEqual([
      { type: 'deposit', amount: '40.00', payment_id: paymentId },
      { type: 'refund', amount: '-40.00', payment_id: paymentId },
    ]);
    expect((await client.get(`/api/wallet/${id}`)).body).toMatchObject({ onHold: false, holdReason: null });
    figure(
      'provider reversals: balance after Stripe refunded an unspent 40.00 deposit (and the event was replayed 3 times)',
      await balance(client, id),
    );
  });

  it('partial refunds at Stripe take back only the amount refunded (amount_refunded is the running total)', async () => {
    const { client, id } = await customer('cbpartial');
    const { paymentId, intent } = await paidDeposit(client, 5000);
    expect((await webhook(refunded('evt_partial_1', intent, 5000, 1500))).status).toBe(200);
    expect(await balance(client, id)).toBe('35.00');
    expect((await webhook(refunded('evt_partial_2', intent, 5000, 2000))).status).toBe(200);
    expect(await balance(client, id)).toBe('30.00');
    expect((await ledger(id)).filter((entry) => entry.type === 'refund')).toEqual([
      { type: 'refund', amount: '-15.00', payment_id: paymentId },
      { type: 'refund', amount: '-5.00', payment_id: paymentId },
    ]);
  });

  it('a chargeback of a deposit already spent: balance 0.00 (never negative), account on hold, purchases and deposits refused, admins told', async () => {
    const { client, id } = await customer('cbdispute');
    const { paymentId, intent } = await paidDeposit(client, 3000);
    const productId = await unitProduct(admin, 'Chargeback bait', '20.00', 3);
    expect((await client.post('/api/orders', { productId })).status).toBe(201);
    expect(await balance(client, id)).toBe('10.00');

    const payload = disputed('evt_dispute_1', intent, 3000);
    expect((await webhook(payload)).status).toBe(200);
    expect((await webhook(payload)).status).toBe(200);

    const wallet = (await client.get(`/api/wallet/${id}`)).body;
    expect(wallet).toMatchObject({
      balance: '0.00',
      onHold: true,
      holdReason: expect.stringMatching(/Chargeback of deposit #\d+.*20\.00 USD had already been spent/s),
    });
    expect((await ledger(id)).filter((entry) => entry.type === 'refund')).toEqual([
      { type: 'refund', amount: '-10.00', payment_id: paymentId },
    ]);

    // No purchase (even a free one would be refused) and no deposit while on hold, with the reason.
    const purchase = await client.post('/api/orders', { productId });
    expect(purchase).toMatchObject({ status: 403, body: { message: ACCOUNT_ON_HOLD } });
    const checkout = await client.post('/api/orders/checkout', { items: [{ productId }] });
    expect(checkout).toMatchObject({ status: 403, body: { message: expect.stringContaining(ACCOUNT_ON_HOLD) } });
    const deposit = await client.post('/api/wallet/deposit', { amount: '10.00', paymentMethod: 'credit_card' });
    expect(deposit).toMatchObject({ status: 403, body: { message: ACCOUNT_ON_HOLD } });
    expect((await db.query('select count(*)::int as n from commerce."order" where user_id = $1', [id])).rows[0].n).toBe(
      1,
    );

    // The admins see it: an e-mail each, the wallet and the activity history.
    const mails = (
      await db.query(
        `select to_address, subject, body from commerce.email_outbox where subject like 'Account on hold%'`,
      )
    ).rows as Array<{ to_address: string; subject: string; body: string }>;
    expect(mails).toEqual([
      {
        to_address: ADMIN.email,
        subject: `Account on hold: cbdispute (#${id})`,
        body: expect.stringContaining('20.00 USD had already been spent'),
      },
    ]);
    expect((await admin.get(`/api/wallet/${id}`)).body).toMatchObject({ onHold: true });
    const activity = (
      await db.query(`select action from commerce.activity_entry where user_id = $1 and action = 'account_hold'`, [id])
    ).rows;
    expect(activity).toHaveLength(1);

    // A replayed dispute event changes nothing more.
    expect((await webhook(payload)).status).toBe(200);
    expect(await balance(client, id)).toBe('0.00');
    expect((await ledger(id)).filter((entry) => entry.type === 'refund')).toHaveLength(1);
    const [mismatch] = (
      await db.query(
        `select count(*)::int as n from commerce.wallet w where balance <> (select coalesce(sum(amount), 0) from commerce.wallet_transaction t where t.user_id = w.user_id)`,
      )
    ).rows;
    expect(mismatch.n).toBe(0);
    figure(
      'provider reversals: balance after a chargeback of a 30.00 deposit of which 20.00 was spent',
      await balance(client, id),
    );
    figure(
      'provider reversals: purchases and deposits accepted from the account on hold (of 3)',
      [purchase, checkout, deposit].filter((r) => r.status < 300).length,
    );

    // An admin releases the hold: the customer can buy again.
    const release = await admin.post('/graphql', {
      query: 'mutation Release($userId: Int!) { releaseWalletHold(userId: $userId) { onHold holdReason } }',
      variables: { userId: id },
    });
    expect(release.body.data.releaseWalletHold).toEqual({ onHold: false, holdReason: null });
    expect((await client.get(`/api/wallet/${id}`)).body.onHold).toBe(false);
    expect((await client.post('/api/orders', { productId })).status).toBe(400); // insufficient balance now, not on hold
  });

  it('an admin refund through the shop, then Stripe announcing it (charge.refunded), takes the money back once', async () => {
    const { client, id } = await customer('cbadmin');
    const { paymentId, intent } = await paidDeposit(client, 2500);
    expect((await admin.post(`/api/payments/${paymentId}/refund`, { reason: 'Asked for it' })).status).toBe(200);
    expect((await webhook(refunded('evt_admin_refund', intent, 2500, 2500))).status).toBe(200);
    expect(await balance(client, id)).toBe('0.00');
    expect((await ledger(id)).filter((entry) => entry.type === 'refund')).toEqual([
      { type: 'refund', amount: '-25.00', payment_id: paymentId },
    ]);
  });
});
