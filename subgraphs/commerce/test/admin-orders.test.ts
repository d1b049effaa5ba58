import { SECRET_PLACEHOLDER } from '../src/modules/mail/order-email';
import { credentialVault, forEmail, forOrder } from '../src/modules/vault/credential-vault';
import { ORDER_ALREADY_DELIVERED } from '../src/modules/order/order-admin.service';
import { accountLine, startCommerce, type Harness } from './harness';

const DELIVER =
  'mutation($input: DeliverOrderInput!){ deliverOrder(input:$input){ id status deliveryStatus accountDelivered accountDetails } }';
const LIST =
  'query($filter: OrderListInput){ adminOrders(filter:$filter){ id status accountDetails user { id username email } product { id } } }';

describe('commerce admin orders', () => {
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

  it('lists every order newest first with the buyer, without credentials, filtered by status and search', async () => {
    const buyer = await h.register('listbuyer');
    await h.deposit(buyer, '200.00');
    await h.inventory().addUnits(10, [accountLine()]);
    await h.inventory().setManualStock(11, 1);
    const first = (await h.placeOrder(buyer, { productId: 10 })).data.placeOrder;
    const second = (await h.placeOrder(buyer, { productId: 11 })).data.placeOrder;
    const all = await h.gql(LIST, {}, asAdmin());
    expect(all.errors).toBeUndefined();
    expect(all.data.adminOrders.map((o: { id: number }) => o.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(all.data.adminOrders[0]).toMatchObject({
      status: 'pending',
      accountDetails: null,
      user: { id: buyer, username: 'listbuyer', email: 'listbuyer@example.test' },
    });
    const delivered = await h.gql(LIST, { filter: { status: 'delivered', search: 'listbuyer' } }, asAdmin());
    expect(delivered.data.adminOrders.map((o: { id: number }) => o.id)).toEqual([first.id]);
    const byId = await h.gql(LIST, { filter: { search: `#${second.id}` } }, asAdmin());
    expect(byId.data.adminOrders.map((o: { id: number }) => o.id)).toContain(second.id);
    const refused = await h.gql(LIST, {}, { userId: buyer });
    expect(refused.errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('delivers a manual order once: stored credentials, delivered state, e-mail to the buyer', async () => {
    const buyer = await h.register('manualbuyer');
    await h.deposit(buyer, '200.00');
    await h.inventory().setManualStock(12, 1);
    const order = (await h.placeOrder(buyer, { productId: 12 })).data.placeOrder;
    expect(order).toMatchObject({ status: 'pending', accountDelivered: false, accountDetails: null });

    const line = accountLine();
    const delivered = await h.gql(DELIVER, { input: { orderId: order.id, accountDetails: `  ${line}  ` } }, asAdmin());
    expect(delivered.errors).toBeUndefined();
    expect(delivered.data.deliverOrder).toEqual({
      id: order.id,
      status: 'delivered',
      deliveryStatus: 'delivered',
      accountDelivered: true,
      // The admin's answer never carries credentials (the buyer reads them; an admin reveals them).
      accountDetails: null,
    });

    const mine = await h.gql(
      'query($userId:Int!){ ordersByUser(userId:$userId){ id accountDelivered accountDetails } }',
      { userId: buyer },
      { userId: buyer },
    );
    expect(mine.data.ordersByUser).toEqual([{ id: order.id, accountDelivered: true, accountDetails: line }]);
    const mails = await h.sql<{ id: number; to_address: string; body: string; secret: string }>(
      'select id, to_address, body, secret from commerce.email_outbox where order_id = ? order by id',
      [order.id],
    );
    expect(mails).toHaveLength(2);
    expect(mails[1].to_address).toBe('manualbuyer@example.test');
    expect(mails[1].body).toContain(SECRET_PLACEHOLDER);
    expect(credentialVault().open(mails[1].secret, forEmail(mails[1].id))).toContain(line);
    const [stored] = await h.sql<{ account_details: string }>(
      'select account_details from commerce."order" where id = ?',
      [order.id],
    );
    expect(stored.account_details).not.toContain(line.split(' : ')[2]);
    expect(credentialVault().open(stored.account_details, forOrder(order.id))).toBe(line);

    const again = await h.gql(DELIVER, { input: { orderId: order.id, accountDetails: line } }, asAdmin());
    expect(again.errors![0]).toMatchObject({ message: ORDER_ALREADY_DELIVERED, extensions: { code: 'CONFLICT' } });
    const blank = await h.gql(DELIVER, { input: { orderId: order.id, accountDetails: '   ' } }, asAdmin());
    expect(blank.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const missing = await h.gql(DELIVER, { input: { orderId: 999999, accountDetails: line } }, asAdmin());
    expect(missing.errors![0].extensions!.code).toBe('NOT_FOUND');
    const customer = await h.gql(
      DELIVER,
      { input: { orderId: order.id, accountDetails: line } },
      { userId: buyer, isAdmin: true },
    );
    expect(customer.errors![0].extensions!.code).toBe('FORBIDDEN');
  });
});
