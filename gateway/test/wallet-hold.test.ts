import { ApiClient, type Stack } from '../../test-support/stack';
import { fakeStripeApi, stripeEvent, stripeSigner } from '../../test-support/fake-stripe';
import { ACCOUNT_ON_HOLD, WALLET_NOT_FOUND } from '../../subgraphs/commerce/src/modules/wallet/wallet.errors';
import { type Shop, startShop, unitProduct } from '../../test-support/shop';

// A wallet put on hold by a chargeback at Stripe (a signed `charge.dispute.created`, as
// security/chargebacks.test.ts produces it) is shown to the admin (User.wallet in the users list)
// and released through the REST facade: POST /api/users/:id/release-hold, admin only. After the
// release the customer can buy again.
jest.setTimeout(120_000);

const WEBHOOK_SECRET = 'whsec_wallet_hold_secret';
const sign = stripeSigner(WEBHOOK_SECRET);

const USERS_WITH_WALLET =
  'query($s: String) { adminUsers(filter: { search: $s }) { items { id username wallet { userId onHold holdReason } } } }';

describe('POST /api/users/:id/release-hold: the admin lifts a hold a chargeback put on a wallet', () => {
  let shop: Shop;
  let stack: Stack;
  let admin: ApiClient;
  const stripe = fakeStripeApi();

  beforeAll(async () => {
    shop = await startShop({
      commerce: {
        payments: {
          provider: 'stripe',
          stripe: {
            secretKey: 'sk_test_wallet_hold',
            webhookSecret: WEBHOOK_SECRET,
            publicUrl: 'https://shop.test',
            client: stripe.client,
          },
        },
      },
    });
    stack = shop.stack;
    admin = shop.admin;
  });

  afterAll(async () => {
    await shop.close();
  });

  async function webhook(payload: string): Promise<number> {
    const response = await fetch(`${stack.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
      body: payload,
    });
    await response.body?.cancel();
    return response.status;
  }

  /** A customer who paid a 30.00 Stripe deposit, spent 20.00 of it, then disputed the charge: on hold. */
  async function heldCustomer(name: string, productId: number) {
    const client = new ApiClient(stack.url);
    const registered = await client.post('/api/register', {
      username: name,
      email: `${name}@shop.test`,
      password: 'secret-pass',
    });
    expect(registered.status).toBe(201);
    const id = registered.body.id as number;
    const deposit = await client.post('/api/wallet/deposit', { amount: '30.00', paymentMethod: 'credit_card' });
    expect(deposit.status).toBe(202);
    const session = stripe.sessions.at(-1)!.id;
    const intent = `pi_${session}`;
    const paid = stripeEvent(`evt_paid_${session}`, 'checkout.session.completed', {
      id: session,
      object: 'checkout.session',
      client_reference_id: String(deposit.body.paymentId),
      amount_total: 3000,
      currency: 'usd',
      payment_status: 'paid',
      payment_intent: intent,
    });
    expect(await webhook(paid)).toBe(200);
    expect((await client.post('/api/orders', { productId })).status).toBe(201);
    const dispute = stripeEvent(`evt_dispute_${session}`, 'charge.dispute.created', {
      id: `dp_${intent}`,
      object: 'dispute',
      charge: `ch_${intent}`,
      payment_intent: intent,
      amount: 3000,
      currency: 'usd',
      reason: 'fraudulent',
      status: 'needs_response',
    });
    expect(await webhook(dispute)).toBe(200);
    expect((await client.get(`/api/wallet/${id}`)).body).toMatchObject({
      balance: '0.00',
      onHold: true,
      holdReason: expect.stringContaining('had already been spent'),
    });
    return { client, id };
  }

  it('refuses guests (401), customers (403, even for their own wallet), a bad id (400) and an unknown user (404); the hold stays', async () => {
    const productId = await unitProduct(admin, 'Hold refusals', '20.00', 1);
    const { client, id } = await heldCustomer('holdrefused', productId);

    const guest = await new ApiClient(stack.url).post(`/api/users/${id}/release-hold`);
    expect(guest).toMatchObject({ status: 401, body: { message: 'Please log in first.' } });
    const self = await client.post(`/api/users/${id}/release-hold`);
    expect(self).toMatchObject({ status: 403, body: { message: 'Admins only.' } });
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const answer = await admin.post(`/api/users/${bad}/release-hold`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/user id/i);
    }
    const unknown = await admin.post('/api/users/987654/release-hold');
    expect(unknown).toMatchObject({ status: 404, body: { message: WALLET_NOT_FOUND } });

    expect((await client.get(`/api/wallet/${id}`)).body.onHold).toBe(true);
  });

  it('the admin sees the hold on the user, releases it (the wallet comes back), a second release answers the same, and the customer can buy again', async () => {
    const productId = await unitProduct(admin, 'Hold bait', '20.00', 2);
    const { client, id } = await heldCustomer('holdreleased', productId);

    // The users list the admin panel reads carries the hold and its reason.
    const listed = await admin.post('/graphql', { query: USERS_WITH_WALLET, variables: { s: 'holdreleased' } });
    expect(listed.body.data.adminUsers.items).toEqual([
      {
        id,
        username: 'holdreleased',
        wallet: { userId: id, onHold: true, holdReason: expect.stringMatching(/Chargeback of deposit #\d+/) },
      },
    ]);
    // A customer cannot read another user's wallet through the users list (admin only).
    const nosy = await client.post('/graphql', { query: USERS_WITH_WALLET, variables: { s: 'holdreleased' } });
    expect(nosy.body.data?.adminUsers ?? null).toBeNull();

    expect(await client.post('/api/orders', { productId })).toMatchObject({
      status: 403,
      body: { message: ACCOUNT_ON_HOLD },
    });

    const released = await admin.post(`/api/users/${id}/release-hold`);
    expect(released).toMatchObject({
      status: 200,
      body: { userId: id, balance: '0.00', onHold: false, holdReason: null },
    });
    expect(Object.keys(released.body).sort()).toEqual(['balance', 'holdReason', 'onHold', 'userId']);

    // Idempotent: a wallet not on hold is answered as it is.
    const again = await admin.post(`/api/users/${id}/release-hold`);
    expect(again).toMatchObject({
      status: 200,
      body: { userId: id, balance: '0.00', onHold: false, holdReason: null },
    });

    expect((await client.get(`/api/wallet/${id}`)).body).toMatchObject({ onHold: false, holdReason: null });
    const listedAfter = await admin.post('/graphql', { query: USERS_WITH_WALLET, variables: { s: 'holdreleased' } });
    expect(listedAfter.body.data.adminUsers.items[0].wallet).toEqual({ userId: id, onHold: false, holdReason: null });

    // Not on hold any more: with money again (an admin adjustment) the purchase goes through.
    const funded = await admin.put(`/api/users/${id}`, {
      username: 'holdreleased',
      email: 'holdreleased@shop.test',
      balance: '25.00',
      balanceReason: 'Debt settled',
    });
    expect(funded.status).toBe(200);
    const purchase = await client.post('/api/orders', { productId });
    expect(purchase.status).toBe(201);
    expect((await client.get(`/api/wallet/${id}`)).body).toMatchObject({ balance: '5.00', onHold: false });
  });
});
