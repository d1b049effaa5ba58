import { centsToDecimal, parseCents } from '@shop/shared';
import {
  CART_DUPLICATE,
  CART_TOO_LARGE,
  INSUFFICIENT_BALANCE,
  INVALID_EXPECTED_PRICE,
  OUT_OF_STOCK,
  PRICE_CHANGED,
  PRODUCT_NOT_FOUND,
} from '../src/modules/order/order.errors';
import { REFUSAL_FIELDS, accountLine, startCommerce, type Harness } from './harness';

const CHECKOUT = `mutation($input: CheckoutCartInput!){ checkoutCart(input:$input){ ... on CheckoutCartSuccess { orders { id userId productId totalPrice status deliveryStatus deliveryMethod accountDelivered accountDetails product { id stock } } } ${REFUSAL_FIELDS} } }`;

describe('commerce checkoutCart: every cart item in one all-or-nothing purchase', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startCommerce();
  });

  afterAll(async () => {
    await h.close();
  });

  const checkout = (userId: number | null, items: Array<{ productId: number; expectedPrice?: string }>) =>
    h.gql(CHECKOUT, { input: { items } }, { userId });
  const cents = (amount: string) => parseCents(amount)!;
  const title = async (productId: number) =>
    (await h.catalogSql<{ title: string }>('select title from catalog.product where id = ?', [productId]))[0].title;
  const unsold = async (productId: number) =>
    (
      await h.sql<{ n: number }>(
        'select count(*)::int as n from commerce.inventory_unit where product_id = ? and order_id is null',
        [productId],
      )
    )[0].n;
  const ordersOf = (userId: number) =>
    h.sql('select product_id from commerce."order" where user_id = ? order by id', [userId]);
  const ledgerOf = (userId: number) =>
    h.sql<{ type: string; amount: string }>(
      'select type, amount from commerce.wallet_transaction where user_id = ? order by id',
      [userId],
    );
  const totalSpent = async (userId: number) =>
    (await h.gql('query($id:Int!){ wallet(userId:$id){ balance totalSpent } }', { id: userId }, { userId })).data
      .wallet;

  async function buyer(name: string, amount: string) {
    const id = await h.register(name);
    expect((await h.deposit(id, amount)).data.deposit.balance).toBe(centsToDecimal(cents(amount)));
    return id;
  }

  it('buys two products, charges exactly their sum, delivers both and reports the total spent', async () => {
    const [a, b] = [2, 3];
    const lineA = accountLine();
    const lineB = accountLine();
    await h.inventory().addUnits(a, [lineA]);
    await h.inventory().addUnits(b, [lineB, accountLine()]);
    const [priceA, priceB] = [await h.price(a), await h.price(b)];
    const user = await buyer('cartbuyer', '100.00');
    expect(await totalSpent(user)).toEqual({ balance: '100.00', totalSpent: '0.00' });

    const result = await checkout(user, [{ productId: a, expectedPrice: priceA }, { productId: b }]);

    expect(result.errors).toBeUndefined();
    expect(result.data.checkoutCart.__typename).toBe('CheckoutCartSuccess');
    const orders = result.data.checkoutCart.orders;
    expect(orders).toHaveLength(2);
    expect(orders[0]).toMatchObject({
      userId: user,
      productId: a,
      totalPrice: priceA,
      status: 'delivered',
      deliveryStatus: 'delivered',
      accountDelivered: true,
      accountDetails: lineA,
    });
    expect(orders[1]).toMatchObject({
      userId: user,
      productId: b,
      totalPrice: priceB,
      status: 'delivered',
      accountDelivered: true,
      accountDetails: lineB,
    });
    expect(orders[1].product.stock).toBe(1);
    const spent = cents(priceA) + cents(priceB);
    expect(await h.balance(user)).toBe(centsToDecimal(10_000 - spent));
    expect(await ledgerOf(user)).toEqual([
      { type: 'deposit', amount: '100.00' },
      { type: 'purchase', amount: `-${priceA}` },
      { type: 'purchase', amount: `-${priceB}` },
    ]);
    expect(await totalSpent(user)).toEqual({
      balance: centsToDecimal(10_000 - spent),
      totalSpent: centsToDecimal(spent),
    });
    const mails = await h.sql<{ n: number }>(
      'select count(*)::int as n from commerce.email_outbox where order_id = any(?::int[])',
      [`{${orders.map((o: { id: number }) => o.id).join(',')}}`],
    );
    expect(mails[0].n).toBe(2);
    expect(await h.ledgerMismatches()).toEqual([]);
  });

  it('refuses the whole cart when one item is sold out, naming it, and touches neither wallet nor stock', async () => {
    const [inStock, soldOut] = [4, 5];
    await h.inventory().addUnits(inStock, [accountLine()]);
    const user = await buyer('cartsoldout', '100.00');

    const result = await checkout(user, [{ productId: inStock }, { productId: soldOut }]);

    expect(result.errors).toBeUndefined();
    expect(result.data.checkoutCart).toEqual({
      __typename: 'OutOfStockError',
      message: `"${await title(soldOut)}" (#${soldOut}): ${OUT_OF_STOCK}`,
      productId: soldOut,
    });
    expect(await h.balance(user)).toBe('100.00');
    expect(await unsold(inStock)).toBe(1);
    expect(await ordersOf(user)).toEqual([]);
    expect(await ledgerOf(user)).toEqual([{ type: 'deposit', amount: '100.00' }]);
  });

  it('names the item whose price changed or that catalog does not know', async () => {
    const product = 6;
    await h.inventory().addUnits(product, [accountLine()]);
    const user = await buyer('cartprice', '100.00');

    const changed = await checkout(user, [{ productId: product, expectedPrice: '0.01' }]);
    expect(changed.data.checkoutCart).toEqual({
      __typename: 'PriceChangedError',
      message: `"${await title(product)}" (#${product}): ${PRICE_CHANGED}`,
      currentPrice: await h.price(product),
      productId: product,
    });

    const malformed = await checkout(user, [{ productId: product, expectedPrice: 'twelve' }]);
    expect(malformed.errors![0]).toMatchObject({
      message: `Product #${product}: ${INVALID_EXPECTED_PRICE}`,
      extensions: { code: 'BAD_USER_INPUT', productId: product },
    });

    const unknown = await checkout(user, [{ productId: product }, { productId: 99_999 }]);
    expect(unknown.data.checkoutCart).toEqual({
      __typename: 'ProductNotFoundError',
      message: `Product #99999: ${PRODUCT_NOT_FOUND}`,
      productId: 99_999,
    });

    expect(await h.balance(user)).toBe('100.00');
    expect(await unsold(product)).toBe(1);
  });

  it('checks the balance against the total: when it covers each item but not both, nothing is charged', async () => {
    const [a, b] = [7, 8];
    await h.inventory().addUnits(a, [accountLine()]);
    await h.inventory().addUnits(b, [accountLine()]);
    const [priceA, priceB] = [cents(await h.price(a)), cents(await h.price(b))];
    const balance = centsToDecimal(Math.max(priceA, priceB));
    const user = await buyer('cartpoor', balance);

    const result = await checkout(user, [{ productId: a }, { productId: b }]);

    expect(result.errors).toBeUndefined();
    expect(result.data.checkoutCart).toEqual({
      __typename: 'InsufficientBalanceError',
      message: INSUFFICIENT_BALANCE,
      balance,
      price: centsToDecimal(priceA + priceB),
      shortBy: centsToDecimal(priceA + priceB - cents(balance)),
    });
    expect(await h.balance(user)).toBe(balance);
    expect([await unsold(a), await unsold(b)]).toEqual([1, 1]);
    expect(await ordersOf(user)).toEqual([]);
  });

  it('refuses duplicates, more than 20 items, an empty cart and guests before anything happens', async () => {
    const user = await buyer('cartrules', '50.00');
    const duplicate = await checkout(user, [{ productId: 9 }, { productId: 10 }, { productId: 9 }]);
    expect(duplicate.errors![0]).toMatchObject({
      message: CART_DUPLICATE,
      extensions: { code: 'BAD_USER_INPUT', productId: 9 },
    });

    const tooMany = await checkout(
      user,
      Array.from({ length: 21 }, (_, i) => ({ productId: i + 1 })),
    );
    expect(tooMany.errors![0]).toMatchObject({ message: CART_TOO_LARGE, extensions: { code: 'BAD_USER_INPUT' } });

    expect((await checkout(user, [])).errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect((await checkout(null, [{ productId: 9 }])).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(await h.balance(user)).toBe('50.00');
  });

  it('orders a product without credentials from the manual counter as waiting for delivery', async () => {
    const [manual, automatic] = [11, 12];
    await h.inventory().setManualStock(manual, 2);
    await h.inventory().addUnits(automatic, [accountLine()]);
    const user = await buyer('cartmanual', '100.00');

    const result = await checkout(user, [{ productId: manual }, { productId: automatic }]);

    expect(result.errors).toBeUndefined();
    expect(result.data.checkoutCart.orders[0]).toMatchObject({
      productId: manual,
      status: 'pending',
      deliveryStatus: 'waiting',
      deliveryMethod: 'manual',
      accountDelivered: false,
      accountDetails: null,
      product: { id: manual, stock: 1 },
    });
    expect(result.data.checkoutCart.orders[1]).toMatchObject({
      productId: automatic,
      status: 'delivered',
      accountDelivered: true,
    });
  });

  it('gives the last unit of a product in two overlapping carts to exactly one buyer', async () => {
    // Both carts hold the contested product (one unit) and one of their own (plenty of units);
    // the carts list them in opposite orders.
    const [contested, ownA, ownB] = [13, 14, 15];
    for (let round = 0; round < 5; round += 1) {
      await h.inventory().addUnits(contested, [accountLine()]);
      await h.inventory().addUnits(ownA, [accountLine()]);
      await h.inventory().addUnits(ownB, [accountLine()]);
      const [first, second] = [await buyer(`race${round}a`, '200.00'), await buyer(`race${round}b`, '200.00')];

      const results = await Promise.all([
        checkout(first, [{ productId: contested }, { productId: ownA }]),
        checkout(second, [{ productId: ownB }, { productId: contested }]),
      ]);

      expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
      const winners = results.filter((r) => r.data.checkoutCart.__typename === 'CheckoutCartSuccess');
      const losers = results.filter((r) => r.data.checkoutCart.__typename === 'OutOfStockError');
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(1);
      expect(losers[0].data.checkoutCart.productId).toBe(contested);
      expect(losers[0].data.checkoutCart.message).toContain(OUT_OF_STOCK);
      const winner = winners[0].data.checkoutCart.orders[0].userId;
      const loser = winner === first ? second : first;
      expect(await h.balance(loser)).toBe('200.00');
      expect(await ordersOf(loser)).toEqual([]);
      expect(await ordersOf(winner)).toHaveLength(2);
      expect(await unsold(contested)).toBe(0);
    }
    // Each round sold one of the two own products: the loser's unit is back in stock.
    expect((await unsold(ownA)) + (await unsold(ownB))).toBe(5);
    expect(await h.ledgerMismatches()).toEqual([]);
  });
});
