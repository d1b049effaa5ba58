import fs from 'node:fs';
import path from 'node:path';
import { accountLine } from '../../test-support/account-line';
import { ApiClient, type Stack } from '../../test-support/stack';
import { startShop, type Shop } from '../../test-support/shop';

// Orders as the spec models them, through the real gateway and subgraphs: an admin cancels an
// undelivered order (price back to the wallet through the ledger, manual stock returned, buyer
// e-mailed), takes a waiting order on (processing), delivers it with notes for the buyer, and
// refunds a delivered one.

interface Transaction {
  type: string;
  amount: string;
  orderId: number | null;
  description: string;
}

const cents = (value: string) => Math.round(Number(value) * 100);

describe('admin order actions through the REST facade', () => {
  let shop: Shop;
  let stack: Stack;
  let admin: ApiClient;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    admin = shop.admin;
  });

  afterAll(async () => {
    await shop.close();
  });

  async function customer(name: string, amount = '100.00') {
    const client = new ApiClient(stack.url);
    const registered = await client.post('/api/register', {
      username: name,
      email: `${name}@shop.test`,
      password: 'secret-pass',
    });
    expect(registered.status).toBe(201);
    expect((await client.post('/api/wallet/deposit', { amount, paymentMethod: 'paypal' })).status).toBe(200);
    return { client, id: registered.body.id as number };
  }

  /** A product sold from a manual counter (delivered by hand), with `stock` on the counter. */
  async function manualProduct(title: string, price: string, stock: number): Promise<number> {
    const created = await admin.post('/api/products', { title, price, stock });
    expect(created.status).toBe(201);
    return created.body.id as number;
  }

  /** The stock the storefront shows; the response cache follows a change within a second, so this waits for it. */
  async function stockOf(productId: number, expected: number): Promise<number> {
    let stock = NaN;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      stock = (await admin.get(`/api/products/detail/${productId}`)).body.stock;
      if (stock === expected) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return stock;
  }

  async function ledger(client: ApiClient, userId: number) {
    const balance = (await client.get(`/api/wallet/${userId}`)).body.balance as string;
    const entries = (await client.get(`/api/transactions/${userId}`)).body as Transaction[];
    const sum = entries.reduce((total, entry) => total + cents(entry.amount), 0);
    return { balance, entries, sumOfEntries: (sum / 100).toFixed(2) };
  }

  it('cancels a waiting order: refund equal to the price in the ledger, stock returned, status and reason seen by the buyer, e-mail queued', async () => {
    const productId = await manualProduct('Cancel Me Service', '12.34', 3);
    const buyer = await customer('cancelbuyer');
    const bought = await buyer.client.post('/api/orders', { productId });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({
      status: 'pending',
      deliveryStatus: 'waiting',
      deliveryMethod: 'manual',
      deliveryNotes: null,
      cancelReason: null,
    });
    expect(await stockOf(productId, 2)).toBe(2);
    expect((await ledger(buyer.client, buyer.id)).balance).toBe('87.66');

    const cancelled = await admin.post(`/api/orders/${bought.body.id}/cancel`, {
      reason: 'Supplier could not deliver',
    });

    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      id: bought.body.id,
      status: 'cancelled',
      deliveryStatus: 'cancelled',
      accountDelivered: false,
      cancelReason: 'Supplier could not deliver',
      deliveryNotes: null,
    });
    const after = await ledger(buyer.client, buyer.id);
    expect(after.balance).toBe('100.00');
    expect(after.sumOfEntries).toBe(after.balance);
    const refunds = after.entries.filter((entry) => entry.type === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: '12.34',
        orderId: bought.body.id,
        description: `Order #${bought.body.id} canceled: Supplier could not deliver`,
      }),
    ]);
    expect(await stockOf(productId, 3)).toBe(3);
    const mine = (await buyer.client.get(`/api/orders/user/${buyer.id}`)).body;
    expect(mine).toEqual([
      expect.objectContaining({ id: bought.body.id, status: 'cancelled', cancelReason: 'Supplier could not deliver' }),
    ]);
    const filtered = (await admin.get('/api/orders?status=cancelled&search=cancelbuyer')).body;
    expect(filtered.map((order: { id: number }) => order.id)).toEqual([bought.body.id]);
    expect((await admin.get('/api/orders?status=pending&search=cancelbuyer')).body).toEqual([]);

    await stack.sendMail();
    const mail = fs
      .readdirSync(stack.mailDir)
      .filter((name) => name.endsWith(`-order-${bought.body.id}.eml`))
      .map((name) => fs.readFileSync(path.join(stack.mailDir, name), 'utf8'));
    expect(mail).toHaveLength(2);
    const notice = mail.find((text) => text.includes('was canceled'))!;
    expect(notice).toContain('cancelbuyer@shop.test');
    expect(notice.replace(/=\r?\n/g, '')).toContain('$12.34 has been refunded to your wallet balance.');
  });

  it('refuses guests (401), customers (403), unknown orders (404), bad bodies (400), delivered orders and a second cancel (409)', async () => {
    const productId = await manualProduct('Refusals Service', '5.00', 5);
    const buyer = await customer('cancelrefused');
    const order = (await buyer.client.post('/api/orders', { productId })).body;

    const guest = new ApiClient(stack.url);
    expect((await guest.post(`/api/orders/${order.id}/cancel`, { reason: 'x' })).status).toBe(401);
    const byCustomer = await buyer.client.post(`/api/orders/${order.id}/cancel`, { reason: 'I changed my mind' });
    expect(byCustomer.status).toBe(403);
    expect((await admin.post('/api/orders/999999/cancel', { reason: 'x' })).body).toMatchObject({
      message: 'Order not found.',
    });
    expect((await admin.post('/api/orders/999999/cancel', { reason: 'x' })).status).toBe(404);
    for (const bad of [{}, { reason: '' }, { reason: '   ' }, { reason: { text: 'x' } }, { reason: 'x'.repeat(201) }]) {
      const answer = await admin.post(`/api/orders/${order.id}/cancel`, bad);
      expect({ bad, status: answer.status, message: typeof answer.body.message }).toEqual({
        bad,
        status: 400,
        message: 'string',
      });
    }
    expect((await admin.post('/api/orders/abc/cancel', { reason: 'x' })).status).toBe(400);
    expect((await ledger(buyer.client, buyer.id)).balance).toBe('95.00');

    expect((await admin.post(`/api/orders/${order.id}/cancel`, { reason: 'Duplicate order' })).status).toBe(200);
    const again = await admin.post(`/api/orders/${order.id}/cancel`, { reason: 'Duplicate order' });
    expect(again).toMatchObject({ status: 409, body: { message: 'This order has already been cancelled.' } });
    expect(await admin.post(`/api/orders/${order.id}/refund`, { reason: 'twice?' })).toMatchObject({
      status: 409,
      body: { message: 'This order has been cancelled and its price already refunded.' },
    });
    expect(await admin.post(`/api/orders/${order.id}/deliver`, { accountDetails: accountLine() })).toMatchObject({
      status: 409,
      body: { message: 'This order has been cancelled; it cannot be delivered.' },
    });
    const after = await ledger(buyer.client, buyer.id);
    expect(after).toMatchObject({ balance: '100.00', sumOfEntries: '100.00' });

    // An order of a credential unit is delivered at purchase: it can be refunded, not cancelled.
    const units = await admin.post('/api/products', { title: 'Unit Account', price: '7.00' });
    expect((await admin.post(`/api/products/${units.body.id}/bulk-stock`, { accounts: accountLine() })).status).toBe(
      200,
    );
    const delivered = (await buyer.client.post('/api/orders', { productId: units.body.id })).body;
    expect(delivered).toMatchObject({ status: 'delivered', accountDelivered: true });
    const refused = await admin.post(`/api/orders/${delivered.id}/cancel`, { reason: 'Wrong account' });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This order has already been delivered, so it cannot be cancelled. Refund it instead.' },
    });
    expect((await ledger(buyer.client, buyer.id)).balance).toBe('93.00');
  });

  it('refunds the price once when two admins cancel the same order at the same time', async () => {
    const productId = await manualProduct('Race Service', '9.99', 1);
    const buyer = await customer('cancelrace', '20.00');
    const order = (await buyer.client.post('/api/orders', { productId })).body;
    expect(await stockOf(productId, 0)).toBe(0);
    const second = new ApiClient(stack.url);
    expect((await second.post('/api/login', { email: 'admin@shop.test', password: 'admin-password-1' })).status).toBe(
      200,
    );

    const answers = await Promise.all(
      [admin, second, admin, second, admin, second].map((client) =>
        client.post(`/api/orders/${order.id}/cancel`, { reason: 'Race' }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const after = await ledger(buyer.client, buyer.id);
    expect(after.balance).toBe('20.00');
    expect(after.sumOfEntries).toBe('20.00');
    expect(after.entries.filter((entry) => entry.type === 'refund')).toHaveLength(1);
    expect(await stockOf(productId, 1)).toBe(1);
  });

  it('takes a waiting order on (processing), delivers it with notes for the buyer, and carries deliveryNotes in every order answer', async () => {
    const productId = await manualProduct('Notes Service', '3.50', 2);
    const buyer = await customer('notesbuyer');
    const order = (await buyer.client.post('/api/orders', { productId })).body;
    expect(order.deliveryNotes).toBeNull();
    expect((await buyer.client.post(`/api/orders/${order.id}/process`, {})).status).toBe(403);

    const processing = await admin.post(`/api/orders/${order.id}/process`, {});
    expect(processing.status).toBe(200);
    expect(processing.body).toMatchObject({
      status: 'processing',
      deliveryStatus: 'processing',
      accountDelivered: false,
    });
    expect((await admin.post(`/api/orders/${order.id}/process`, {})).status).toBe(409);
    expect(
      (await admin.get('/api/orders?status=processing&search=notesbuyer')).body.map((o: { id: number }) => o.id),
    ).toEqual([order.id]);
    expect((await buyer.client.get(`/api/orders/user/${buyer.id}`)).body[0]).toMatchObject({ status: 'processing' });

    const line = accountLine();
    const tooLong = await admin.post(`/api/orders/${order.id}/deliver`, {
      accountDetails: line,
      deliveryNotes: 'n'.repeat(2001),
    });
    expect(tooLong.status).toBe(400);
    const notes = 'Signed in once to verify; the recovery e-mail is yours now.';
    const delivered = await admin.post(`/api/orders/${order.id}/deliver`, {
      accountDetails: line,
      deliveryNotes: `  ${notes}  `,
    });
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({
      status: 'delivered',
      deliveryStatus: 'delivered',
      accountDelivered: true,
      deliveryNotes: notes,
    });

    expect((await buyer.client.get(`/api/orders/user/${buyer.id}`)).body[0]).toMatchObject({
      id: order.id,
      deliveryNotes: notes,
      accountDetails: line,
    });
    await stack.sendMail();
    const mails = fs
      .readdirSync(stack.mailDir)
      .filter((name) => name.endsWith(`-order-${order.id}.eml`))
      .sort();
    expect(mails).toHaveLength(2);
    expect(fs.readFileSync(path.join(stack.mailDir, mails[1]), 'utf8').replace(/=\r?\n/g, '')).toContain(notes);
    expect((await admin.get(`/api/orders/${order.id}`)).body).toMatchObject({ id: order.id, deliveryNotes: notes });
    expect((await admin.get('/api/orders?search=notesbuyer')).body[0]).toMatchObject({
      id: order.id,
      deliveryNotes: notes,
      cancelReason: null,
    });
    expect((await admin.get(`/api/users/${buyer.id}/orders`)).body[0]).toMatchObject({ deliveryNotes: notes });

    // Unset notes are null (not missing) in every kind of answer.
    const other = (await buyer.client.post('/api/orders', { productId })).body;
    expect(other).toHaveProperty('deliveryNotes', null);
    const plain = await admin.post(`/api/orders/${other.id}/deliver`, { accountDetails: accountLine() });
    expect(plain.body).toHaveProperty('deliveryNotes', null);
    expect((await admin.get('/api/orders?search=notesbuyer')).body.every((o: object) => 'deliveryNotes' in o)).toBe(
      true,
    );
    const cart = await buyer.client.post('/api/orders/checkout', {
      items: [{ productId: await manualProduct('Cart Service', '1.00', 1) }],
    });
    expect(cart.body.orders[0]).toHaveProperty('deliveryNotes', null);

    // A delivered order is refunded from the panel with a reason; it cannot be cancelled afterwards.
    const refund = await admin.post(`/api/orders/${order.id}/refund`, { reason: 'Account was banned on first login' });
    expect(refund).toMatchObject({
      status: 200,
      body: { type: 'refund', amount: '3.50', orderId: order.id, description: 'Account was banned on first login' },
    });
    expect((await admin.post(`/api/orders/${order.id}/cancel`, { reason: 'x' })).body).toMatchObject({
      message: 'This order has already been refunded, so it cannot be cancelled.',
    });
    expect((await admin.get(`/api/orders/${order.id}`)).body).toMatchObject({ status: 'refunded' });
  });
});
