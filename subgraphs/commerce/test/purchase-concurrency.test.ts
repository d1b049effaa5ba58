import { centsToDecimal, parseCents } from '@shop/shared';
import { INSUFFICIENT_BALANCE, OUT_OF_STOCK } from '../src/modules/order/order.errors';
import { accountLine, startCommerce, type Harness } from './harness';

describe('commerce purchase under concurrency', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startCommerce();
  });

  afterAll(async () => {
    await h.close();
  });

  it('sells the last unit to exactly one of 50 simultaneous buyers and charges only the winner', async () => {
    const productId = 1;
    const line = accountLine();
    await h.inventory().addUnits(productId, [line]);
    const price = await h.price(productId);

    const userIds = await Promise.all(Array.from({ length: 50 }, (_, i) => h.register(`racer${i}`)));
    const deposits = await Promise.all(userIds.map((id) => h.deposit(id, '100.00')));
    expect(deposits.every((d) => d.data?.deposit.balance === '100.00')).toBe(true);

    const results = await Promise.all(userIds.map((id) => h.placeOrder(id, { productId })));

    expect(results.filter((r) => r.errors)).toEqual([]);
    const winners = results.filter((r) => r.data.placeOrder.__typename === 'Order');
    const losers = results.filter((r) => r.data.placeOrder.__typename !== 'Order');
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(49);
    for (const loser of losers) {
      expect(loser.data.placeOrder).toEqual({ __typename: 'OutOfStockError', message: OUT_OF_STOCK, productId });
    }

    const order = winners[0].data.placeOrder;
    expect(order).toMatchObject({
      productId,
      totalPrice: price,
      status: 'delivered',
      deliveryStatus: 'delivered',
      accountDelivered: true,
    });
    expect(order.accountDetails).toBe(line);
    expect(order.product).toEqual({ id: productId, stock: 0, hasAccountData: true });

    const winnerId = order.userId;
    const expected = centsToDecimal(10_000 - parseCents(price)!);
    for (const id of userIds) {
      expect(await h.balance(id)).toBe(id === winnerId ? expected : '100.00');
    }
    const orders = await h.sql('select user_id from commerce."order" where product_id = ?', [productId]);
    expect(orders).toEqual([{ user_id: winnerId }]);
    const purchases = await h.sql("select user_id, amount from commerce.wallet_transaction where type = 'purchase'");
    expect(purchases).toEqual([{ user_id: winnerId, amount: `-${price}` }]);
    const [unit] = await h.sql('select order_id from commerce.inventory_unit where product_id = ?', [productId]);
    expect(unit.order_id).toBe(order.id);
    expect(await h.ledgerMismatches()).toEqual([]);
  });

  it('lets a buyer whose balance covers one product buy exactly one of 20 ordered at once', async () => {
    // 20 products whose prices are close enough that the balance covers any one of them but
    // never two: max price < 2 x min price, and the balance is the max price.
    const prices = await Promise.all(
      Array.from({ length: 36 }, (_, i) => h.price(i + 1).then((price) => ({ id: i + 1, cents: parseCents(price)! }))),
    );
    const candidates = prices.filter((p) => p.id !== 1).sort((a, b) => a.cents - b.cents);
    const window = Array.from({ length: candidates.length - 19 }, (_, start) =>
      candidates.slice(start, start + 20),
    ).find((slice) => slice[19].cents < 2 * slice[0].cents);
    expect(window).toBeDefined();
    const products = window!;
    for (const product of products) await h.inventory().addUnits(product.id, [accountLine()]);

    const buyer = await h.register('onebalance');
    const balanceCents = products[19].cents;
    const balance = centsToDecimal(balanceCents);
    expect((await h.deposit(buyer, balance)).data.deposit.balance).toBe(balance);

    const results = await Promise.all(products.map((p) => h.placeOrder(buyer, { productId: p.id })));

    expect(results.filter((r) => r.errors)).toEqual([]);
    const succeeded = results.filter((r) => r.data.placeOrder.__typename === 'Order');
    const failed = results.filter((r) => r.data.placeOrder.__typename !== 'Order');
    expect(succeeded).toHaveLength(1);
    expect(failed).toHaveLength(19);
    for (const { data } of failed) {
      expect(data.placeOrder).toMatchObject({
        __typename: 'InsufficientBalanceError',
        message: INSUFFICIENT_BALANCE,
        price: expect.stringMatching(/^\d+\.\d{2}$/),
      });
      const [balance, price, shortBy] = [data.placeOrder.balance, data.placeOrder.price, data.placeOrder.shortBy];
      expect(parseCents(balance)!).toBeGreaterThanOrEqual(0);
      expect(parseCents(shortBy)).toBe(parseCents(price)! - parseCents(balance)!);
    }

    const paid = parseCents(succeeded[0].data.placeOrder.totalPrice)!;
    const remaining = parseCents(await h.balance(buyer))!;
    expect(remaining).toBe(balanceCents - paid);
    expect(remaining).toBeGreaterThanOrEqual(0);
    const orders = await h.sql('select count(*)::int as n from commerce."order" where user_id = ?', [buyer]);
    expect(orders).toEqual([{ n: 1 }]);
    const [{ n: unsold }] = await h.sql<{ n: number }>(
      'select count(*)::int as n from commerce.inventory_unit where order_id is null and product_id = any(?::int[])',
      [`{${products.map((p) => p.id).join(',')}}`],
    );
    expect(unsold).toBe(19);
    expect(await h.ledgerMismatches()).toEqual([]);
  });
});
