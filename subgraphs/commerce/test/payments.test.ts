import { ORDER_NOT_DELIVERED_CANCEL_IT } from '../src/modules/order/order-admin.service';
import { ACCOUNT_ON_HOLD } from '../src/modules/wallet/wallet.errors';
import { DEPOSIT_ALREADY_REFUNDED, DEPOSIT_SPENT, ORDER_ALREADY_REFUNDED } from '../src/modules/payment/payment.errors';
import { REFUSAL_FIELDS, accountLine, startCommerce, type GraphQLResult, type Harness } from './harness';

const REFUND_ORDER =
  'mutation($input: RefundOrderInput!){ refundOrder(input:$input){ type amount orderId paymentId actorId description } }';
const REFUND_DEPOSIT =
  'mutation($input: RefundDepositInput!){ refundDeposit(input:$input){ type amount orderId paymentId actorId description } }';
const DEPOSIT = `mutation($input: DepositInput!){ deposit(input:$input){ ... on Payment { id status checkoutUrl balance wallet { userId balance } } ${REFUSAL_FIELDS} } }`;
const DELIVER = 'mutation($input: DeliverOrderInput!){ deliverOrder(input:$input){ id status } }';
const WEBHOOK = 'mutation($input: PaymentWebhookInput!){ paymentWebhook(input:$input) }';

const errorOf = (result: GraphQLResult) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
});

describe('commerce payments (test provider)', () => {
  let h: Harness;
  let adminId: number;
  const asAdmin = () => ({ userId: adminId, isAdmin: true });

  beforeAll(async () => {
    h = await startCommerce();
    adminId = await h.adminId();
  });

  afterAll(async () => {
    await h.close();
  });

  it('a deposit is a payment confirmed at once, credited by one ledger entry linked to it', async () => {
    const buyer = await h.register('paydeposit');
    const result = await h.gql(DEPOSIT, { input: { amount: '25.00', paymentMethod: 'paypal' } }, { userId: buyer });
    expect(result.errors).toBeUndefined();
    expect(result.data.deposit).toMatchObject({
      status: 'completed',
      checkoutUrl: null,
      balance: '25.00',
      wallet: { userId: buyer, balance: '25.00' },
    });
    const entries = await h.sql('select type, amount, payment_id from commerce.wallet_transaction where user_id = ?', [
      buyer,
    ]);
    expect(entries).toEqual([{ type: 'deposit', amount: '25.00', payment_id: result.data.deposit.id }]);
    expect(
      await h.sql('select event_id from commerce.payment_event where payment_id = ?', [result.data.deposit.id]),
    ).toEqual([{ event_id: `test_${result.data.deposit.id}` }]);
  });

  it('takes no webhook for a provider that is not enabled', async () => {
    const result = await h.gql(WEBHOOK, { input: { provider: 'stripe', payload: '{}', signature: 't=1,v1=00' } });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', message: 'The stripe payment provider is not enabled.' });
  });

  it('refunds a delivered order once, by an admin only; an undelivered one is to be cancelled instead', async () => {
    const buyer = await h.register('payrefund');
    await h.deposit(buyer, '200.00');
    await h.inventory().setManualStock(12, 1);
    const order = (await h.placeOrder(buyer, { productId: 12 })).data.placeOrder;
    const price = order.totalPrice as string;

    expect(
      errorOf(await h.gql(REFUND_ORDER, { input: { orderId: order.id, reason: 'Never delivered' } }, asAdmin())),
    ).toEqual({ code: 'CONFLICT', message: ORDER_NOT_DELIVERED_CANCEL_IT });
    expect(await h.balance(buyer)).not.toBe('200.00');
    expect(
      (await h.gql(DELIVER, { input: { orderId: order.id, accountDetails: 'EUW:late:delivery' } }, asAdmin())).errors,
    ).toBeUndefined();

    expect(errorOf(await h.gql(REFUND_ORDER, { input: { orderId: order.id } }, { userId: buyer })).code).toBe(
      'FORBIDDEN',
    );
    const refund = await h.gql(REFUND_ORDER, { input: { orderId: order.id, reason: 'Not as described' } }, asAdmin());
    expect(refund.data.refundOrder).toEqual({
      type: 'refund',
      amount: price,
      orderId: order.id,
      paymentId: null,
      actorId: adminId,
      description: 'Not as described',
    });
    expect(await h.balance(buyer)).toBe('200.00');
    expect(errorOf(await h.gql(REFUND_ORDER, { input: { orderId: order.id } }, asAdmin()))).toEqual({
      code: 'CONFLICT',
      message: ORDER_ALREADY_REFUNDED,
    });
    expect(await h.ledgerMismatches()).toEqual([]);
  });

  it('refunds a deposit only while the wallet still holds it, and only once', async () => {
    const buyer = await h.register('payspent');
    const first = (await h.gql(DEPOSIT, { input: { amount: '30.00', paymentMethod: 'paypal' } }, { userId: buyer }))
      .data.deposit;
    const second = (await h.gql(DEPOSIT, { input: { amount: '10.00', paymentMethod: 'paypal' } }, { userId: buyer }))
      .data.deposit;
    // An admin sets the balance to 20.00: the 30.00 deposit is partly gone.
    const adjust = await h.gql(
      'mutation($id:Int!,$input: AdminUserInput!){ updateUser(id:$id, input:$input){ balance } }',
      { id: buyer, input: { username: 'payspent', email: 'payspent@example.test', balance: '20.00' } },
      asAdmin(),
    );
    expect(adjust.errors).toBeUndefined();

    expect(errorOf(await h.gql(REFUND_DEPOSIT, { input: { paymentId: first.id } }, asAdmin()))).toEqual({
      code: 'CONFLICT',
      message: DEPOSIT_SPENT,
    });
    const refund = await h.gql(REFUND_DEPOSIT, { input: { paymentId: second.id } }, asAdmin());
    expect(refund.data.refundDeposit).toMatchObject({
      type: 'refund',
      amount: '-10.00',
      paymentId: second.id,
      actorId: adminId,
    });
    expect(errorOf(await h.gql(REFUND_DEPOSIT, { input: { paymentId: second.id } }, asAdmin()))).toEqual({
      code: 'CONFLICT',
      message: DEPOSIT_ALREADY_REFUNDED,
    });
    expect(await h.balance(buyer)).toBe('10.00');
    expect(await h.ledgerMismatches()).toEqual([]);
  });

  it('answers AccountOnHoldError to a purchase, a checkout and a deposit of a wallet on hold, and writes nothing', async () => {
    const buyer = await h.register('payonhold');
    await h.gql(DEPOSIT, { input: { amount: '50.00', paymentMethod: 'paypal' } }, { userId: buyer });
    await h.inventory().addUnits(20, [accountLine()]);
    await h.sql(`update commerce.wallet set held_at = now(), hold_reason = 'test' where user_id = ?`, [buyer]);
    const onHold = { __typename: 'AccountOnHoldError', message: ACCOUNT_ON_HOLD };

    const order = await h.placeOrder(buyer, { productId: 20 });
    expect(order.errors).toBeUndefined();
    expect(order.data.placeOrder).toEqual(onHold);
    const checkout = await h.gql(
      `mutation($input: CheckoutCartInput!){ checkoutCart(input:$input){ ${REFUSAL_FIELDS} } }`,
      { input: { items: [{ productId: 20 }] } },
      { userId: buyer },
    );
    expect(checkout.errors).toBeUndefined();
    expect(checkout.data.checkoutCart).toEqual(onHold);
    const deposit = await h.gql(DEPOSIT, { input: { amount: '5.00', paymentMethod: 'paypal' } }, { userId: buyer });
    expect(deposit.errors).toBeUndefined();
    expect(deposit.data.deposit).toEqual(onHold);

    expect(await h.balance(buyer)).toBe('50.00');
    expect(await h.sql('select id from commerce."order" where user_id = ?', [buyer])).toEqual([]);
    expect(await h.sql('select id from commerce.payment where user_id = ?', [buyer])).toHaveLength(1);
  });
});
