import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ledgerMismatches } from '../test-support/shop-invariants';
import { type Stack } from '../test-support/stack';
import { figure } from './figure';
import { fund, type Shop, signUp, startShop, unitProduct } from '../test-support/shop';

// Issue 22 item 4: exactly-once purchases. The gateway frees an Idempotency-Key on any 5xx (and
// takes an abandoned one over after 60 s), so a purchase that committed while its answer was lost
// used to be bought again on retry. Commerce keeps the key with the orders: the retry answers the
// first order. Here the answer of a committed purchase is lost on its way back to the gateway,
// commerce is killed (SIGKILL) and started again, and the buyer retries with the same key.
jest.setTimeout(180_000);

/**
 * Sits between the gateway and commerce and forwards everything, except that it can hold the answer
 * to the next purchase (commerce has committed and answered) until the test has killed commerce,
 * then drop it: the gateway sees the connection die, as when commerce crashes after its commit.
 */
class AnswerDropper {
  private server?: http.Server;
  private drop?: { matches: (body: string) => boolean; held: () => void; release: Promise<void> };

  constructor(private readonly target: string) {}

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const upstream = http.request(
          new URL(req.url ?? '/', this.target),
          { method: req.method, headers: { ...req.headers, host: new URL(this.target).host } },
          (answer) => {
            const parts: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => parts.push(chunk));
            answer.on('end', () => {
              const drop = this.drop;
              if (drop && drop.matches(body.toString('utf8'))) {
                this.drop = undefined;
                drop.held();
                void drop.release.then(() => res.destroy());
                return;
              }
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              res.end(Buffer.concat(parts));
            });
          },
        );
        upstream.on('error', () => res.destroy());
        upstream.end(body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Holds the answer to the next request whose body `matches`; resolves once commerce has answered it. */
  dropNext(matches: (body: string) => boolean): { held: Promise<void>; release: () => void } {
    let held!: () => void;
    let release!: () => void;
    const heldPromise = new Promise<void>((resolve) => (held = resolve));
    const releasePromise = new Promise<void>((resolve) => (release = resolve));
    this.drop = { matches, held, release: releasePromise };
    return { held: heldPromise, release };
  }

  close(): void {
    this.server?.closeAllConnections();
    this.server?.close();
  }
}

describe('exactly-once purchases: a keyed purchase that committed while its answer was lost', () => {
  let shop: Shop;
  let stack: Stack;
  let dropper: AnswerDropper;

  beforeAll(async () => {
    shop = await startShop({
      killable: ['commerce'],
      gatewayRoute: async (name, url) => {
        if (name !== 'commerce') return url;
        dropper = new AnswerDropper(new URL(url).origin);
        return `${await dropper.start()}/graphql`;
      },
    });
    stack = shop.stack;
  });

  afterAll(async () => {
    await shop?.close();
    dropper?.close();
  });

  const ordersOf = (userId: number) =>
    shop.sql<{ id: number; product_id: number }>(
      'select id, product_id from commerce."order" where user_id = ? order by id',
      [userId],
    );
  const debitsOf = (userId: number) =>
    shop.sql<{ amount: string; order_id: number }>(
      `select amount, order_id from commerce.wallet_transaction where user_id = ? and type = 'purchase' order by id`,
      [userId],
    );
  const balanceOf = async (userId: number) =>
    (await shop.sql<{ balance: string }>('select balance from commerce.wallet where user_id = ?', [userId]))[0].balance;

  /**
   * Sends `send()`, lets commerce commit and answer, kills commerce before the answer reaches the
   * gateway, drops the answer, starts commerce again; returns what the buyer got the first time.
   */
  async function lostAnswer(operation: string, send: () => Promise<{ status: number; body: any }>) {
    const commerce = stack.processes.commerce!;
    const drop = dropper.dropNext((body) => body.includes(operation));
    const first = send();
    await drop.held;
    await commerce.kill();
    drop.release();
    const answer = await first;
    await commerce.start();
    return answer;
  }

  it('a single order: the retry with the same key answers the first order; one order and one debit', async () => {
    const { admin } = shop;
    const [buyer, other] = await signUp(stack.url, 'exactonce', 2);
    await fund(admin, buyer, '100.00');
    await fund(admin, other, '100.00');
    const productId = await unitProduct(admin, 'Exactly once A', '10.00', 3);
    const headers = { 'idempotency-key': 'purchase-1' };
    const order = () => buyer.client.request('POST', '/api/orders', { productId, expectedPrice: '10.00' }, { headers });

    const first = await lostAnswer('placeOrder', order);
    expect(first.status).toBeGreaterThanOrEqual(500);
    // It committed: the order is there although the buyer was told it failed.
    const committed = await ordersOf(buyer.id);
    expect(committed).toHaveLength(1);

    const retry = await order();
    const again = await order();
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ id: committed[0].id, productId, totalPrice: '10.00' });
    expect(String(retry.body.accountDetails ?? '')).not.toBe('');
    expect(again).toMatchObject({ status: 201, body: { id: committed[0].id } });

    const orders = await ordersOf(buyer.id);
    const debits = await debitsOf(buyer.id);
    figure(
      'exactly-once: orders after a keyed purchase lost its answer (commerce killed after commit) and was retried twice',
      orders.length,
    );
    figure('exactly-once: debits after that purchase and its retries', debits.length);
    expect(orders).toHaveLength(1);
    expect(debits).toEqual([{ amount: '-10.00', order_id: committed[0].id }]);
    expect(await balanceOf(buyer.id)).toBe('90.00');

    // The same key is another user's own: their purchase is a purchase of its own.
    const theirs = await other.client.request(
      'POST',
      '/api/orders',
      { productId, expectedPrice: '10.00' },
      { headers },
    );
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(committed[0].id);
    expect(await ordersOf(other.id)).toHaveLength(1);
    expect(await balanceOf(other.id)).toBe('90.00');

    // Commerce keeps the key after the gateway has forgotten it (24 h): the key reused for another
    // purchase is refused with a message, and buys nothing.
    await shop.sql('delete from gateway.idempotency_key where user_id = ?', [buyer.id]);
    const otherProduct = await unitProduct(admin, 'Exactly once B', '5.00', 1);
    const reused = await buyer.client.request('POST', '/api/orders', { productId: otherProduct }, { headers });
    expect(reused).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/Idempotency-Key was already used for a different purchase/) },
    });
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await balanceOf(buyer.id)).toBe('90.00');
    expect(await ledgerMismatches(shop.sql)).toEqual([]);
  });

  it('a cart checkout: the retry with the same key answers the first orders; each product bought and charged once', async () => {
    const { admin } = shop;
    const [buyer] = await signUp(stack.url, 'exactcart', 1);
    await fund(admin, buyer, '50.00');
    const products = [
      await unitProduct(admin, 'Exactly once cart A', '7.00', 2),
      await unitProduct(admin, 'Exactly once cart B', '3.00', 2),
    ];
    const headers = { 'idempotency-key': 'cart-1' };
    const checkout = () =>
      buyer.client.request(
        'POST',
        '/api/orders/checkout',
        { items: products.map((productId) => ({ productId })) },
        { headers },
      );

    const first = await lostAnswer('checkoutCart', checkout);
    expect(first.status).toBeGreaterThanOrEqual(500);
    const committed = await ordersOf(buyer.id);
    expect(committed.map((order) => order.product_id).sort()).toEqual([...products].sort());

    const retry = await checkout();
    expect(retry.status).toBe(201);
    expect(
      (retry.body.orders as Array<{ id: number; productId: number }>).map((order) => [order.productId, order.id]),
    ).toEqual(products.map((productId) => [productId, committed.find((order) => order.product_id === productId)!.id]));
    const orders = await ordersOf(buyer.id);
    figure('exactly-once: orders after a keyed 2-item checkout lost its answer and was retried', orders.length);
    expect(orders).toHaveLength(2);
    expect(await debitsOf(buyer.id)).toHaveLength(2);
    expect(await balanceOf(buyer.id)).toBe('40.00');
    expect(await ledgerMismatches(shop.sql)).toEqual([]);
  });

  it('20 parallel GraphQL purchases with one key (no gateway record of keys on /graphql): one order, one debit, 20 answers of it', async () => {
    const { admin } = shop;
    const [buyer] = await signUp(stack.url, 'exactrace', 1);
    await fund(admin, buyer, '100.00');
    const productId = await unitProduct(admin, 'Exactly once race', '4.00', 5);
    const mutation = 'mutation Buy($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on Order { id } } }';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        buyer.client.post('/graphql', {
          query: mutation,
          variables: { input: { productId, idempotencyKey: 'race-key' } },
        }),
      ),
    );
    const orders = await ordersOf(buyer.id);
    figure('exactly-once: orders from 20 parallel GraphQL purchases with one key', orders.length);
    expect(orders).toHaveLength(1);
    expect(answers.map((answer) => [answer.status, answer.body?.data?.placeOrder?.id])).toEqual(
      Array(20).fill([200, orders[0].id]),
    );
    expect(await debitsOf(buyer.id)).toHaveLength(1);
    expect(await balanceOf(buyer.id)).toBe('96.00');
  });
});
