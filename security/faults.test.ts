import { ledgerMismatches, purchaseLosses } from '../test-support/shop-invariants';
import { RestartablePostgres } from '../test-support/restartable-postgres';
import { type Stack } from '../test-support/stack';
import { figure } from './figure';
import { type Customer, expectMoneyAndStockIntact, type Shop, startShop } from '../test-support/shop';
import { UNAVAILABLE_MESSAGE } from '../packages/server-kit/src';

// Battery item 10, faults: the commerce subgraph dies (SIGKILL) in the middle of a purchase burst,
// and PostgreSQL restarts under load. Neither may lose money or a unit, and the shop must recover
// by itself, without a restart of the gateway or the subgraphs.
jest.setTimeout(240_000);

type Answer = { status: number; body: any };

/** Answers that must have landed during each outage for "every outage answer is a 503" to count. */
const MIN_OUTAGE_ANSWERS = 20;

/** Outage answers that say what they are: 503 with the retry message, never a bare 500. */
const outageAnswers = (answers: Answer[]) =>
  answers.filter((answer) => answer.status === 503 && /briefly unavailable/.test(String(answer.body?.message))).length;

/** A request whose failure to connect counts as an answer (599) instead of throwing. */
async function attempt(request: () => Promise<Answer>): Promise<Answer> {
  try {
    return await request();
  } catch (error) {
    return { status: 599, body: String(error) };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a subgraph killed in the middle of a purchase burst', () => {
  let shop: Shop;
  let stack: Stack;

  beforeAll(async () => {
    shop = await startShop({ killable: ['commerce'] });
    stack = shop.stack;
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('loses no money and no unit, and sells normally after commerce is started again', async () => {
    const buyers = await shop.signUp('crash', 60);
    await Promise.all(buyers.map((buyer) => shop.fund(buyer, '100.00')));
    const products = [await shop.unitProduct('Crash A', '5.00', 40), await shop.unitProduct('Crash B', '7.00', 40)];
    const commerce = stack.processes.commerce!;

    // Burst 1: two purchases per buyer at once; commerce is killed after the tenth sale.
    let sold = 0;
    let killed: Promise<void> | undefined;
    const buy = (buyer: Customer, productId: number) =>
      attempt(() => buyer.client.post('/api/orders', { productId })).then((answer) => {
        if (answer.status === 201 && (sold += 1) === 10) killed = commerce.kill();
        return answer;
      });
    const first = await Promise.all(buyers.flatMap((buyer) => products.map((productId) => buy(buyer, productId))));
    await killed;
    expect(killed).toBeDefined();
    const failedDuringCrash = first.filter((answer) => answer.status >= 500).length;

    // While commerce is down a purchase is told to come back: 503 with Retry-After and a message.
    const whileDown = await buyers[0].client.post('/api/orders', { productId: products[0] });
    expect([whileDown.status, whileDown.headers.get('retry-after'), whileDown.body.message]).toEqual([
      503,
      '5',
      UNAVAILABLE_MESSAGE,
    ]);

    await commerce.start();
    // Burst 2: the shop sells again at once, with no error at all.
    const second = await Promise.all(
      buyers.flatMap((buyer) =>
        products.map((productId) => attempt(() => buyer.client.post('/api/orders', { productId }))),
      ),
    );
    const secondErrors = second
      .filter((answer) => answer.status >= 500)
      .map((answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);

    const orders = await shop.sql<{ id: number; user_id: number; total_price: string }>(
      'select id, user_id, total_price from commerce."order" where product_id = any(?::int[])',
      [`{${products.join(',')}}`],
    );
    const [units] = await shop.sql<{ sold: number; marked: number; total: number }>(
      `select count(order_id)::int as sold, count(sold_at)::int as marked, count(*)::int as total from commerce.inventory_unit where product_id = any(?::int[])`,
      [`{${products.join(',')}}`],
    );
    const [charges] = await shop.sql<{ total: string }>(
      "select coalesce(-sum(amount), 0)::text as total from commerce.wallet_transaction where type = 'purchase'",
    );
    const spent = new Map<number, number>();
    for (const order of orders)
      spent.set(order.user_id, (spent.get(order.user_id) ?? 0) + Math.round(Number(order.total_price) * 100));
    const balances = await shop.sql<{ user_id: number; balance: string }>(
      'select user_id, balance from commerce.wallet where user_id = any(?::int[])',
      [`{${buyers.map((b) => b.id).join(',')}}`],
    );
    const lostMoneyCents = balances.reduce(
      (sum, row) => sum + Math.abs(10_000 - (spent.get(row.user_id) ?? 0) - Math.round(Number(row.balance) * 100)),
      0,
    );
    const confirmed = [...first, ...second]
      .filter((answer) => answer.status === 201)
      .map((answer) => answer.body.id as number);
    const phantom = confirmed.filter((id) => !orders.some((order) => order.id === id));
    const losses = await purchaseLosses(shop.sql, products);

    figure('subgraph killed mid-burst: orders (sold units of 80)', orders.length);
    figure('subgraph killed mid-burst: charges', charges.total);
    figure('subgraph killed mid-burst: answers 5xx while commerce was down (of 120)', failedDuringCrash);
    figure('subgraph killed mid-burst: of those, 503 "briefly unavailable"', outageAnswers(first));
    figure(
      'subgraph killed mid-burst: lost units',
      units.marked - units.sold + losses.ordersWithoutUnit + losses.unitsSharingAnOrder,
    );
    figure(
      'subgraph killed mid-burst: lost money (cents)',
      lostMoneyCents + losses.ordersWithoutCharge + losses.chargesWithoutOrder + losses.chargesOffPrice,
    );
    figure('subgraph killed mid-burst: 5xx after restart', secondErrors.length);

    expect(losses).toEqual({
      ordersWithoutUnit: 0,
      unitsSharingAnOrder: 0,
      ordersWithoutCharge: 0,
      chargesWithoutOrder: 0,
      chargesOffPrice: 0,
    });
    expect(await ledgerMismatches(shop.sql)).toEqual([]);
    expect(lostMoneyCents).toBe(0);
    expect(units).toEqual({ sold: orders.length, marked: orders.length, total: 80 });
    expect(charges.total).toBe(
      (orders.reduce((sum, order) => sum + Math.round(Number(order.total_price) * 100), 0) / 100).toFixed(2),
    );
    expect(phantom).toEqual([]);
    expect(secondErrors).toEqual([]);
    expect(outageAnswers(first)).toBe(failedDuringCrash);
    // "Every outage answer is a 503" says something only if answers landed in the outage: the
    // purchases in flight when commerce died (over a hundred of the 120 were still to come).
    expect(failedDuringCrash).toBeGreaterThanOrEqual(MIN_OUTAGE_ANSWERS);
    expect(orders.length).toBeGreaterThan(10);
  });
});

describe('PostgreSQL restarted under load', () => {
  let pg: RestartablePostgres;
  let shop: Shop;

  beforeAll(async () => {
    pg = await RestartablePostgres.start('battery-pg');
    shop = await startShop({ databaseServerUrl: pg.url });
  });

  afterAll(async () => {
    await shop?.close();
    await pg?.close();
  });

  it('answers again within seconds after the server comes back, sessions and data intact, without restarting the shop', async () => {
    const customers = await shop.signUp('outage', 8);
    await Promise.all(customers.map((customer) => shop.fund(customer, '500.00')));
    const productId = await shop.unitProduct('Outage Unit', '1.00', 400);

    // Every customer keeps reading their session, the catalogue and buying, until told to stop.
    const kinds = ['GET /api/user', 'GET /api/products/all', 'POST /api/orders'] as const;
    const send = (customer: Customer, kind: (typeof kinds)[number]) =>
      attempt(() =>
        kind === 'POST /api/orders'
          ? customer.client.post('/api/orders', { productId })
          : customer.client.get(kind.slice(4)),
      );
    // A failure other than the outage answer keeps what it said, so a failing run shows why.
    const log: Array<{ at: number; kind: string; status: number; said?: string }> = [];
    let running = true;
    const workers = customers.map(async (customer, i) => {
      for (let n = i; running; n += 1) {
        const kind = kinds[n % kinds.length];
        const answer = await send(customer, kind);
        const said =
          answer.status >= 500 && answer.status !== 503 ? JSON.stringify(answer.body).slice(0, 300) : undefined;
        log.push({ at: Date.now(), kind, status: answer.status, ...(said ? { said } : {}) });
        if (answer.status >= 500) await sleep(50);
      }
    });

    await sleep(1_000);
    // Every failed request logs its stack while the server is away: expected here, so kept quiet.
    const logLevel = process.env.LOG_LEVEL;
    if (!process.env.FAULTS_VERBOSE) process.env.LOG_LEVEL = 'silent';
    await pg.stop();
    const down = Date.now();
    await sleep(1_500);
    await pg.start();
    const up = Date.now();

    // Recovered: every kind of request answered without a server error, after the restart.
    const recovered = async () => {
      for (;;) {
        const after = log.filter((entry) => entry.at > up);
        if (kinds.every((kind) => after.some((entry) => entry.kind === kind && entry.status < 500)))
          return Date.now() - up;
        if (Date.now() - up > 30_000) return Infinity;
        await sleep(50);
      }
    };
    const recoveryMs = await recovered();
    process.env.LOG_LEVEL = logLevel;
    await sleep(1_000);
    running = false;
    await Promise.all(workers);

    const outage = log.filter((entry) => entry.at >= down && entry.at <= up);
    figure('PostgreSQL restart: answers 5xx while it was down', outage.filter((entry) => entry.status >= 500).length);
    figure(
      'PostgreSQL restart: of those, 503 "briefly unavailable"',
      outage.filter((entry) => entry.status === 503).length,
    );
    figure('PostgreSQL restart: recovery time after it was back (ms)', recoveryMs);
    // Recovered at all (the wait above gives up after 30 s); how fast is a figure, not a bound.
    expect(recoveryMs).not.toBe(Infinity);
    // An outage is said as one: 503 (with Retry-After), never a bare 500 ...
    expect(outage.filter((entry) => entry.status >= 500 && entry.status !== 503)).toEqual([]);
    // ... which proves something only if requests were answered while the server was away (8
    // customers asking without pause through 1.5 s of outage).
    expect(outage.filter((entry) => entry.status === 503).length).toBeGreaterThanOrEqual(MIN_OUTAGE_ANSWERS);

    // Afterwards every request succeeds, sessions survived, and no purchase lost money or a unit.
    const settled = await Promise.all(customers.flatMap((customer) => kinds.map((kind) => send(customer, kind))));
    expect(settled.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([]);
    for (const customer of customers) expect((await customer.client.get('/api/user')).body.id).toBe(customer.id);
    await expectMoneyAndStockIntact(shop, [productId]);
  });
});
