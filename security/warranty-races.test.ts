import type { ApiClient } from '../test-support/stack';
import { batterySize } from '../test-support/battery-size';
import { figure } from './figure';
import {
  addUnits,
  expectMoneyAndStockIntact,
  fundedCustomers,
  startShop,
  type Customer,
  type Shop,
} from '../test-support/shop';
import { batchProduct, markBatchBanned, setRules } from '../test-support/warranty';

// Warranty claims under concurrency (issues 20, 30): one replacement per limit, no unit given
// twice, no more automatic replacements than the customer's cap, nothing given to a refunded
// order, the ledger equal to the balances, whatever races. The rules replace automatically here
// (on, every product's batch marked banned): the races are about what the rules give.
jest.setTimeout(300_000);

// The crowd of claims on one product: 40 in `npm test`, the figure's 100 in `npm run test:load`.
const CLAIMS = 2 * Math.round(batterySize('WARRANTY_CLAIM_CROWD', 40) / 2);

describe('warranty claims racing each other and purchases', () => {
  let shop: Shop;
  let admin: ApiClient;
  let sql: Shop['sql'];
  const products: number[] = [];

  beforeAll(async () => {
    shop = await startShop();
    ({ admin, sql } = shop);
    await setRules(admin, { autoReplace: true });
  });

  afterAll(() => shop.close());

  /** A product whose units came in one batch, marked banned: its claims are replaced by the rules. */
  async function product(title: string, units: number): Promise<number> {
    const { productId, batchIds } = await batchProduct(shop, title, '5.00', units);
    for (const batchId of batchIds) await markBatchBanned(admin, batchId);
    products.push(productId);
    return productId;
  }

  const buyers = (prefix: string, count: number) => fundedCustomers(shop, prefix, count, '20.00');

  async function buy(customer: Customer, productId: number): Promise<number> {
    const answer = await customer.client.post('/api/orders', { productId });
    if (answer.status !== 201) throw new Error(`purchase failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.id as number;
  }

  const claim = (customer: Customer, orderId: number) =>
    customer.client.post(`/api/orders/${orderId}/claims`, { reason: 'banned', message: 'Banned.' });

  async function invariants() {
    await expectMoneyAndStockIntact(shop, products);
    // No unit is given to two orders, nor to a claim and a sale.
    const [twice] = await sql(
      `select count(*)::int as n from commerce.warranty_claim c join commerce.inventory_unit u on u.id = c.replacement_unit_id
        where c.status = 'replaced' and u.order_id <> c.order_id`,
    );
    expect(twice.n).toBe(0);
    // No claim stays open on a refunded or cancelled order, and no unit stays reserved for nobody.
    const [open] = await sql(
      `select count(*)::int as n from commerce.warranty_claim c join commerce."order" o on o.id = c.order_id
        where o.status in ('refunded', 'cancelled') and c.status in ('submitted', 'waiting_stock')`,
    );
    expect(open.n).toBe(0);
    const [orphans] = await sql(
      `select count(*)::int as n from commerce.inventory_unit u where u.status = 'reserved'
        and not exists (select 1 from commerce.warranty_claim c where c.replacement_unit_id = u.id and c.status = 'waiting_stock')`,
    );
    expect(orphans.n).toBe(0);
  }

  it('two claims of the same order at once: one is answered, the other refused; one replacement at most', async () => {
    const pool = await product('Race Twin Claims', 30);
    const customers = await buyers('twinclaim', 10);
    const orders = await Promise.all(customers.map((customer) => buy(customer, pool)));
    const answers = await Promise.all(
      customers.flatMap((customer, i) => [claim(customer, orders[i]), claim(customer, orders[i])]),
    );
    for (let i = 0; i < customers.length; i += 1) {
      const statuses = [answers[2 * i].status, answers[2 * i + 1].status].sort();
      expect(statuses).toEqual([201, 409]);
    }
    const [replaced] = await sql(
      `select count(*)::int as n, count(distinct order_id)::int as orders from commerce.warranty_claim
        where status = 'replaced' and order_id = any(?::int[])`,
      [`{${orders.join(',')}}`],
    );
    expect(replaced).toEqual({ n: 10, orders: 10 });
    await invariants();
  });

  it('a claim racing a purchase for the last unit: exactly one of them gets it', async () => {
    const rounds = 10;
    const customers = await buyers('lastunit', rounds * 2);
    let claimWon = 0;
    for (let round = 0; round < rounds; round += 1) {
      const pool = await product(`Race Last Unit ${round}`, 2);
      const [owner, shopper] = [customers[2 * round], customers[2 * round + 1]];
      const orderId = await buy(owner, pool);
      const [claimed, bought] = await Promise.all([
        claim(owner, orderId),
        shopper.client.post('/api/orders', { productId: pool }),
      ]);
      expect(claimed.status).toBe(201);
      if (claimed.body.status === 'replaced') {
        claimWon += 1;
        expect(bought.status).toBe(409);
      } else {
        expect(claimed.body.status).toBe('waiting_stock');
        expect(bought.status).toBe(201);
      }
    }
    figure('warranty: claim racing a purchase for the last unit, claim won', `${claimWon} of ${rounds}`);
    await invariants();
  });

  it(`${CLAIMS} claims at once on a product with ${CLAIMS / 2} spare units: ${CLAIMS / 2} replacements and ${CLAIMS / 2} waiting, the ledger intact`, async () => {
    const pool = await product('Race Crowd Claims', CLAIMS * 1.5);
    const customers = await buyers('crowd', CLAIMS);
    const orders: number[] = [];
    for (const customer of customers) orders.push(await buy(customer, pool));
    const started = Date.now();
    const answers = await Promise.all(customers.map((customer, i) => claim(customer, orders[i])));
    const ms = Date.now() - started;
    expect(answers.map((answer) => answer.status)).toEqual(Array(CLAIMS).fill(201));
    const statuses = answers.map((answer) => answer.body.status as string);
    const replaced = statuses.filter((status) => status === 'replaced').length;
    const waiting = statuses.filter((status) => status === 'waiting_stock').length;
    expect({ replaced, waiting }).toEqual({ replaced: CLAIMS / 2, waiting: CLAIMS / 2 });
    expect((await admin.get(`/api/products/detail/${pool}`)).body.stock).toBe(0);
    await invariants();
    figure(
      `warranty: ${CLAIMS} claims at once, ${CLAIMS / 2} spare units`,
      `${replaced} replaced, ${waiting} waiting, ${ms} ms`,
    );
  });

  it("one customer's parallel claims on several orders: no more automatic replacements than the cap", async () => {
    await setRules(admin, { autoReplace: true, claimRatioPercent: 100 });
    try {
      const pool = await product('Race Repeater', 60);
      const customers = await buyers('repeatrace', 6);
      const orders: number[][] = [];
      for (const customer of customers) {
        const own: number[] = [];
        for (let i = 0; i < 3; i += 1) own.push(await buy(customer, pool));
        orders.push(own);
      }
      const answers = await Promise.all(
        customers.flatMap((customer, i) => orders[i].map((orderId) => claim(customer, orderId))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(18).fill(201));
      for (let i = 0; i < customers.length; i += 1) {
        const own = answers.slice(3 * i, 3 * i + 3).map((answer) => answer.body.status as string);
        expect(own.filter((status) => status === 'replaced')).toHaveLength(2);
        expect(own.filter((status) => status === 'submitted')).toHaveLength(1);
      }
      const reasons = await sql(
        `select review_reason from commerce.warranty_claim where user_id = any(?::int[]) and status = 'submitted'`,
        [`{${customers.map((customer) => customer.id).join(',')}}`],
      );
      expect(reasons.map((row) => row.review_reason)).toEqual(Array(6).fill('customer_cap'));
      await invariants();
    } finally {
      await setRules(admin, { autoReplace: true });
    }
  });

  it('a claim racing a refund of its order: either the claim is refused, or it was decided before and stays so; nothing after the refund', async () => {
    const rounds = 10;
    const pool = await product('Race Refund', rounds * 2 + 2);
    const customers = await buyers('refundrace', rounds);
    const outcomes: string[] = [];
    for (const customer of customers) {
      const orderId = await buy(customer, pool);
      const [claimed, refunded] = await Promise.all([
        claim(customer, orderId),
        admin.post(`/api/orders/${orderId}/refund`, { reason: 'race' }),
      ]);
      expect(refunded.status).toBe(200);
      if (claimed.status === 409) {
        expect(claimed.body.message).toBe('Only a delivered order can be claimed under warranty.');
        outcomes.push('refused');
      } else {
        expect(claimed.status).toBe(201);
        // Replaced before the refund: the order is refunded now, never moved back to delivered.
        expect(claimed.body.status).toBe('replaced');
        outcomes.push('replaced first');
      }
      const [order] = await sql(`select status from commerce."order" where id = ?`, [orderId]);
      expect(order.status).toBe('refunded');
    }
    figure('warranty: claim racing a refund', outcomes.join(', '));
    await invariants();
  });

  it('a restock racing the refund of an order whose claim waits: the unit goes to the claim before, or back on sale', async () => {
    const rounds = 6;
    const customers = await buyers('restockrace', rounds);
    for (const [round, customer] of customers.entries()) {
      const pool = await product(`Race Restock Refund ${round}`, 1);
      const orderId = await buy(customer, pool);
      const waiting = await claim(customer, orderId);
      expect(waiting.body.status).toBe('waiting_stock');
      await Promise.all([addUnits(admin, pool, 1), admin.post(`/api/orders/${orderId}/refund`, {})]);
      const [row] = await sql(`select status from commerce.warranty_claim where id = ?`, [waiting.body.id]);
      const stock = (await admin.get(`/api/products/detail/${pool}`)).body.stock as number;
      // Closed by the refund: the new unit is for sale; replaced before it: the unit is the order's.
      expect([row.status, stock]).toEqual(row.status === 'closed' ? ['closed', 1] : ['replaced', 0]);
    }
    await invariants();
  });
});
