import { accountLine } from '../../test-support/account-line';
import { ApiClient, type Stack } from '../../test-support/stack';
import {
  addUnits,
  fund,
  startShop,
  signUp as signUpUnverified,
  unitProduct,
  verifyAddress,
  type Customer,
  type Shop,
} from '../../test-support/shop';

// Restock alerts through the REST facade on the real stack (issue 20): who is told, and when.
jest.setTimeout(180_000);

describe('restock alerts (POST/GET /api/alerts, DELETE /api/alerts/:id)', () => {
  let shop: Shop;
  let stack: Stack;
  let admin: ApiClient;
  let sql: Shop['sql'];

  beforeAll(async () => {
    shop = await startShop();
    ({ stack, admin, sql } = shop);
  });

  afterAll(() => shop.close());

  /** Customers with verified addresses (alerts are e-mailed only to those: email-verification.test.ts). */
  async function signUp(url: string, prefix: string, count: number): Promise<Customer[]> {
    const customers = await signUpUnverified(url, prefix, count);
    for (const customer of customers) await verifyAddress(sql, customer);
    return customers;
  }

  async function soldOut(title: string): Promise<number> {
    const id = await unitProduct(admin, title, '5.00', 1);
    const [first] = await signUp(stack.url, `first${id}x`, 1);
    await fund(admin, first, '5.00');
    expect((await first.client.post('/api/orders', { productId: id })).status).toBe(201);
    return id;
  }

  const alertOf = async (customer: Customer, id: number) =>
    ((await customer.client.get('/api/alerts')).body as Array<{ id: number; status: string }>).find(
      (alert) => alert.id === id,
    );

  const mailsTo = async (customer: Customer) =>
    (
      await sql(`select subject from commerce.email_outbox where to_address = ? and subject like 'Back in stock%'`, [
        customer.email,
      ])
    ).map((row) => row.subject as string);

  it('tells at most as many waiting customers as units arrived, first asked first told, and nobody before', async () => {
    const productId = await soldOut('Alert Sold Out');
    const customers = await signUp(stack.url, 'alerted', 3);
    const alerts: number[] = [];
    for (const customer of customers) {
      const created = await customer.client.post('/api/alerts', { productId });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ productId, status: 'waiting', filter: null });
      alerts.push(created.body.id);
    }
    // Asking twice answers the same alert.
    expect((await customers[0].client.post('/api/alerts', { productId })).body.id).toBe(alerts[0]);
    expect(await mailsTo(customers[0])).toEqual([]);

    await addUnits(admin, productId, 2);
    expect((await alertOf(customers[0], alerts[0]))?.status).toBe('notified');
    expect((await alertOf(customers[1], alerts[1]))?.status).toBe('notified');
    expect((await alertOf(customers[2], alerts[2]))?.status).toBe('waiting');
    expect(await mailsTo(customers[0])).toEqual(['Back in stock: Alert Sold Out']);
    const [mail] = await sql(
      `select body from commerce.email_outbox where to_address = ? and subject like 'Back in stock%'`,
      [customers[0].email],
    );
    expect(mail.body).toContain(`/account/alerts?cancel=${alerts[0]}`);
    expect(await mailsTo(customers[2])).toEqual([]);
    const [notice] = await sql(`select text, link from commerce.user_notice where user_id = ?`, [customers[1].id]);
    expect(notice).toEqual({ text: 'Back in stock: Alert Sold Out', link: `/product/${productId}` });
  });

  it('a unit taken meanwhile (here by a waiting warranty claim) is one customer fewer told', async () => {
    const productId = await unitProduct(admin, 'Alert After Claim', '5.00', 1);
    const [owner] = await signUp(stack.url, 'claimowner', 1);
    await fund(admin, owner, '5.00');
    const order = await owner.client.post('/api/orders', { productId });
    const claim = await owner.client.post(`/api/orders/${order.body.id}/claims`, { reason: 'banned', message: 'x' });
    // Staff replace it; with no spare unit it waits for stock.
    expect((await admin.put(`/api/admin/claims/${claim.body.id}`, { action: 'replace' })).body.status).toBe(
      'waiting_stock',
    );
    const waiting = await signUp(stack.url, 'aftclaim', 2);
    const ids = [];
    for (const customer of waiting) ids.push((await customer.client.post('/api/alerts', { productId })).body.id);

    await addUnits(admin, productId, 2);
    expect((await owner.client.get(`/api/claims/${claim.body.id}`)).body.status).toBe('replaced');
    expect((await alertOf(waiting[0], ids[0]))?.status).toBe('notified');
    expect((await alertOf(waiting[1], ids[1]))?.status).toBe('waiting');
  });

  /**
   * A product whose only unsold unit a restock reserved for `owner`'s claim waiting for stock, not
   * yet delivered: the moment between the restock's commit and its delivery (a stop there is
   * finished at start-up). Written as the restock's reservation writes it (`reserveForWaiting`),
   * since that moment lasts a few statements. The product reads sold out.
   */
  async function reservedForClaim(title: string) {
    const productId = await unitProduct(admin, title, '5.00', 2);
    const [owner] = await signUp(stack.url, `freed${productId}x`, 1);
    await fund(admin, owner, '5.00');
    const order = await owner.client.post('/api/orders', { productId });
    expect(order.status).toBe(201);
    const [unit] = await sql(
      `update commerce.inventory_unit set status = 'reserved' where product_id = ? and order_id is null returning id`,
      [productId],
    );
    const claim = await owner.client.post(`/api/orders/${order.body.id}/claims`, { reason: 'banned', message: 'x' });
    expect((await admin.put(`/api/admin/claims/${claim.body.id}`, { action: 'replace' })).body.status).toBe(
      'waiting_stock',
    );
    await sql(`update commerce.warranty_claim set replacement_unit_id = ? where id = ?`, [unit.id, claim.body.id]);
    expect((await admin.get(`/api/products/detail/${productId}`)).body.stock).toBe(0);
    return { productId, owner, orderId: order.body.id as number, claimId: claim.body.id as number };
  }

  it('the unit a refund frees from its waiting claim is told to a customer waiting for the product', async () => {
    const { productId, owner, orderId, claimId } = await reservedForClaim('Alert Freed By Refund');
    const [watcher] = await signUp(stack.url, 'freedwatch', 1);
    const alert = await watcher.client.post('/api/alerts', { productId });
    expect(alert.status).toBe(201);

    expect((await admin.post(`/api/orders/${orderId}/refund`, {})).status).toBe(200);
    expect((await owner.client.get(`/api/claims/${claimId}`)).body.status).toBe('closed');
    expect((await admin.get(`/api/products/detail/${productId}`)).body.stock).toBe(1);
    expect((await alertOf(watcher, alert.body.id))?.status).toBe('notified');
    expect(await mailsTo(watcher)).toEqual(['Back in stock: Alert Freed By Refund']);
  });

  it('a freed unit goes first to another claim waiting for the product (its share of one unit), then nobody is told', async () => {
    const { productId, orderId } = await reservedForClaim('Alert Freed To Claim');
    // A second buyer, sold out too, whose replacement waits for stock.
    await addUnits(admin, productId, 1);
    const [second] = await signUp(stack.url, 'freedsecond', 1);
    await fund(admin, second, '5.00');
    const bought = await second.client.post('/api/orders', { productId });
    const waiting = await second.client.post(`/api/orders/${bought.body.id}/claims`, {
      reason: 'banned',
      message: 'x',
    });
    expect((await admin.put(`/api/admin/claims/${waiting.body.id}`, { action: 'replace' })).body.status).toBe(
      'waiting_stock',
    );
    const [watcher] = await signUp(stack.url, 'freedclaimwatch', 1);
    const alert = await watcher.client.post('/api/alerts', { productId });
    expect(alert.status).toBe(201);

    expect((await admin.post(`/api/orders/${orderId}/refund`, {})).status).toBe(200);
    expect((await second.client.get(`/api/claims/${waiting.body.id}`)).body.status).toBe('replaced');
    expect((await admin.get(`/api/products/detail/${productId}`)).body.stock).toBe(0);
    expect((await alertOf(watcher, alert.body.id))?.status).toBe('waiting');
    expect(await mailsTo(watcher)).toEqual([]);
  });

  it('a saved filter is told when an import brings a matching account, not for others', async () => {
    const [euw, na] = await signUp(stack.url, 'filtered', 2);
    // Criteria match whatever their case (a list's URL may spell them in lower case).
    const wantsEuw = await euw.client.post('/api/alerts', {
      filter: { server: 'EUW', accountType: 'Fresh', minBlueEssence: 30000 },
    });
    expect(wantsEuw.status).toBe(201);
    expect(wantsEuw.body.filter).toMatchObject({
      server: 'EUW',
      accountType: 'Fresh',
      minBlueEssence: 30000,
      gameSlug: null,
    });
    const wantsRich = await na.client.post('/api/alerts', { filter: { server: 'NA', minBlueEssence: 90000 } });

    const imported = await admin.post('/api/products/bulk-import', {
      accounts: [accountLine('EUW'), accountLine('NA')].join('\n'),
      basePrice: 3,
      title: 'Alert Import',
      accountType: 'fresh',
    });
    expect(imported.body.addedCount).toBe(2);
    expect((await alertOf(euw, wantsEuw.body.id))?.status).toBe('notified');
    expect((await alertOf(na, wantsRich.body.id))?.status).toBe('waiting');
  });

  it('a saved filter asked twice is the same alert, whatever order its criteria come in', async () => {
    const [customer] = await signUp(stack.url, 'refilter', 1);
    const first = await customer.client.post('/api/alerts', { filter: { gameSlug: 'valorant', server: 'EUW' } });
    expect(first.status).toBe(201);
    const again = await customer.client.post('/api/alerts', { filter: { server: 'EUW', gameSlug: 'valorant' } });
    expect(again.body.id).toBe(first.body.id);
    const alerts = (await customer.client.get('/api/alerts')).body as Array<{ status: string }>;
    expect(alerts.filter((alert) => alert.status === 'waiting')).toHaveLength(1);
  });

  it('refuses what makes no alert, and cancels only the caller’s own', async () => {
    const [customer, other] = await signUp(stack.url, 'alertrules', 2);
    const inStock = await unitProduct(admin, 'Alert In Stock', '5.00', 1);
    expect((await customer.client.post('/api/alerts', { productId: inStock })).status).toBe(409);
    expect((await customer.client.post('/api/alerts', { productId: 999_999 })).status).toBe(404);
    expect((await customer.client.post('/api/alerts', {})).body.message).toBe('Send either productId or filter.');
    expect((await customer.client.post('/api/alerts', { filter: {} })).body.message).toBe(
      'Choose at least one criterion for the alert.',
    );
    expect((await new ApiClient(stack.url).post('/api/alerts', { productId: inStock })).status).toBe(401);

    const productId = await soldOut('Alert Cancelled');
    const created = await customer.client.post('/api/alerts', { productId });
    expect((await other.client.request('DELETE', `/api/alerts/${created.body.id}`)).status).toBe(404);
    const cancelled = await customer.client.request('DELETE', `/api/alerts/${created.body.id}`);
    expect(cancelled.body.status).toBe('cancelled');
    await addUnits(admin, productId, 1);
    expect((await alertOf(customer, created.body.id))?.status).toBe('cancelled');
    expect(await mailsTo(customer)).toEqual([]);
  });
});
