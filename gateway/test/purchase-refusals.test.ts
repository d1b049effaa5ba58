import { ApiClient, type Stack } from '../../test-support/stack';
import { type Shop, signUp, startShop, unitProduct } from '../../test-support/shop';

// The purchase family answers refusals as GraphQL union members; the REST facade must answer them
// exactly as it did when they were coded errors: same status, same JSON body, field for field.
jest.setTimeout(120_000);

describe('REST answers of purchase and deposit refusals (PlaceOrderResult, CheckoutCartResult, DepositResult)', () => {
  let shop: Shop;
  let stack: Stack;
  let admin: ApiClient;
  let price: string;
  let inStock: number;
  let soldOut: number;
  let sold: number;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    admin = shop.admin;
    price = '12.50';
    inStock = await unitProduct(admin, 'Refusal In Stock', price, 3);
    soldOut = await unitProduct(admin, 'Refusal Sold Out', price, 0);
    sold = await unitProduct(admin, 'Refusal Sold', price, 1);
    expect((await admin.put(`/api/products/${sold}`, { status: 'Sold' })).status).toBe(200);
  });

  afterAll(async () => {
    await shop.close();
  });

  /** A new customer (test-support/shop's sign-up) topped up with `amount` through the deposit route. */
  async function customer(name: string, amount?: string) {
    const [signedUp] = await signUp(stack.url, name, 1);
    if (amount)
      expect((await signedUp.client.post('/api/wallet/deposit', { amount, paymentMethod: 'paypal' })).status).toBe(200);
    return { client: signedUp.client, id: signedUp.id };
  }

  const error = (status: number, message: string, code: string, extra: Record<string, unknown> = {}) => ({
    status,
    body: { message, error: message, code, ...extra },
  });
  const answer = ({ status, body }: { status: number; body: unknown }) => ({ status, body });
  const item = (id: number, title: string) => `"${title}" (#${id})`;

  it('POST /api/orders: 404, 409 (sold, out of stock, price changed with currentPrice), 400 (balance and price)', async () => {
    const { client, id } = await customer('refusedorder', '20.00');
    const order = (body: Record<string, unknown>) => client.post('/api/orders', body).then(answer);

    expect(await order({ productId: 999_999 })).toEqual(error(404, 'Product not found.', 'NOT_FOUND'));
    expect(await order({ productId: sold })).toEqual(error(409, 'This product has already been sold.', 'CONFLICT'));
    expect(await order({ productId: soldOut })).toEqual(error(409, 'This product is out of stock.', 'CONFLICT'));
    expect(await order({ productId: inStock, expectedPrice: '0.01' })).toEqual(
      error(409, 'The price of this product has changed. Please review it and try again.', 'CONFLICT', {
        currentPrice: price,
      }),
    );
    const poor = await customer('refusedpoor', '1.00');
    expect(await poor.client.post('/api/orders', { productId: inStock }).then(answer)).toEqual(
      error(400, 'Insufficient balance.', 'BAD_USER_INPUT', { balance: '1.00', price }),
    );
    expect((await client.get(`/api/wallet/${id}`)).body.balance).toBe('20.00');
    expect((await client.get(`/api/orders/user/${id}`)).body).toEqual([]);
  });

  it('POST /api/orders/checkout: the same statuses, each product refusal naming the item with productId', async () => {
    const { client, id } = await customer('refusedcart', '20.00');
    const checkout = (items: Array<Record<string, unknown>>) =>
      client.post('/api/orders/checkout', { items }).then(answer);

    expect(await checkout([{ productId: inStock }, { productId: 999_999 }])).toEqual(
      error(404, 'Product #999999: Product not found.', 'NOT_FOUND', { productId: 999_999 }),
    );
    expect(await checkout([{ productId: sold }])).toEqual(
      error(409, `${item(sold, 'Refusal Sold')}: This product has already been sold.`, 'CONFLICT', {
        productId: sold,
      }),
    );
    expect(await checkout([{ productId: inStock }, { productId: soldOut }])).toEqual(
      error(409, `${item(soldOut, 'Refusal Sold Out')}: This product is out of stock.`, 'CONFLICT', {
        productId: soldOut,
      }),
    );
    expect(await checkout([{ productId: inStock, expectedPrice: '0.01' }])).toEqual(
      error(
        409,
        `${item(inStock, 'Refusal In Stock')}: The price of this product has changed. Please review it and try again.`,
        'CONFLICT',
        { currentPrice: price, productId: inStock },
      ),
    );
    const other = await unitProduct(admin, 'Refusal Second', price, 1);
    expect(await checkout([{ productId: inStock }, { productId: other }])).toEqual(
      error(400, 'Insufficient balance.', 'BAD_USER_INPUT', { balance: '20.00', price: '25.00' }),
    );
    expect((await client.get(`/api/wallet/${id}`)).body.balance).toBe('20.00');
    expect((await client.get(`/api/orders/user/${id}`)).body).toEqual([]);
  });

  it('POST /api/wallet/deposit: 400 over the daily limit (field and limit), and 403 for every purchase and deposit of a wallet on hold', async () => {
    const { client, id } = await customer('refuseddaily', '1000.00');
    expect(await client.post('/api/wallet/deposit', { amount: '0.01', paymentMethod: 'paypal' }).then(answer)).toEqual(
      error(
        400,
        'The daily deposit limit is 1000.00 USD per account; you can deposit at most 0.00 more in the next 24 hours.',
        'BAD_USER_INPUT',
        { field: 'amount', limit: '1000.00' },
      ),
    );

    await shop.sql(`update commerce.wallet set held_at = now(), hold_reason = 'test' where user_id = ?`, [id]);
    const onHold = error(
      403,
      'Your account is on hold: a payment into your wallet was reversed (refunded or disputed at the payment provider) after the money was spent. Purchases and deposits are paused; please contact support.',
      'FORBIDDEN',
    );
    expect(await client.post('/api/orders', { productId: inStock }).then(answer)).toEqual(onHold);
    expect(await client.post('/api/orders/checkout', { items: [{ productId: inStock }] }).then(answer)).toEqual(onHold);
    expect(await client.post('/api/wallet/deposit', { amount: '5.00', paymentMethod: 'paypal' }).then(answer)).toEqual(
      onHold,
    );
    expect((await client.get(`/api/wallet/${id}`)).body.balance).toBe('1000.00');
  });
});
