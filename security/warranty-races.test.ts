import type { ApiClient } from '../test-support/stack';
import { figure } from './figure';
import {
  expectMoneyAndStockIntact,
  fundedCustomers,
  openShop,
  unitProduct,
  type Customer,
  type OpenShop,
} from '../test-support/shop';

// Warranty claims under concurrency (issue 20): one replacement per limit, no unit given twice,
// the ledger equal to the balances, whatever races.
jest.setTimeout(300_000);

describe('warranty claims racing each other and purchases', () => {
  let shop: OpenShop;
  let admin: ApiClient;
  let db: OpenShop['db'];
  const products: number[] = [];

  beforeAll(async () => {
    shop = await openShop();
    ({ admin, db } = shop);
  });

  afterAll(() => shop.close());

  async function product(title: string, units: number): Promise<number> {
    const id = await unitProduct(admin, title, '5.00', units);
    products.push(id);
    return id;
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
    const [twice] = await db.sql(
      `select count(*)::int as n from commerce.warranty_claim c join commerce.inventory_unit u on u.id = c.replacement_unit_id
        where c.status = 'replaced' and u.order_id <> c.order_id`,
    );
    expect(twice.n).toBe(0);
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
    const [replaced] = await db.sql(
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

  it('100 claims at once on a product with 50 spare units: 50 replacements and 50 waiting, the ledger intact', async () => {
    const pool = await product('Race Hundred Claims', 150);
    const customers = await buyers('hundred', 100);
    const orders: number[] = [];
    for (const customer of customers) orders.push(await buy(customer, pool));
    const started = Date.now();
    const answers = await Promise.all(customers.map((customer, i) => claim(customer, orders[i])));
    const ms = Date.now() - started;
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(201));
    const statuses = answers.map((answer) => answer.body.status as string);
    const replaced = statuses.filter((status) => status === 'replaced').length;
    const waiting = statuses.filter((status) => status === 'waiting_stock').length;
    expect({ replaced, waiting }).toEqual({ replaced: 50, waiting: 50 });
    expect((await admin.get(`/api/products/detail/${pool}`)).body.stock).toBe(0);
    await invariants();
    figure('warranty: 100 claims at once, 50 spare units', `${replaced} replaced, ${waiting} waiting, ${ms} ms`);
  });
});
