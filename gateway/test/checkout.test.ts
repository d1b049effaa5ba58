import { ApiClient, type Stack } from '../../test-support/stack';
import { startShop, type Shop } from '../../test-support/shop';

interface RestProduct {
  id: number;
  title: string;
  price: string;
  stock: number;
}

describe('POST /api/orders/checkout through the real gateway and subgraphs', () => {
  let shop: Shop;
  let stack: Stack;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
  });

  afterAll(async () => {
    await shop.close();
  });

  async function newUser(name: string, amount?: string) {
    const client = new ApiClient(stack.url);
    const registered = await client.post('/api/register', {
      username: name,
      email: `${name}@shop.test`,
      password: 'secret-pass',
    });
    expect(registered.status).toBe(201);
    if (amount)
      expect((await client.post('/api/wallet/deposit', { amount, paymentMethod: 'paypal' })).status).toBe(200);
    return { client, user: registered.body as { id: number } };
  }

  const products = async (client: ApiClient) => (await client.get('/api/products/all')).body as RestProduct[];
  const cents = (price: string) => Math.round(Number(price) * 100);

  it('buys every item of the cart and answers 201 with one order per item', async () => {
    const { client, user } = await newUser('restcart', '200.00');
    const [a, b] = (await products(client)).filter((p) => p.stock > 0).slice(0, 2);

    const result = await client.post('/api/orders/checkout', {
      items: [{ productId: a.id, expectedPrice: a.price }, { productId: b.id }],
    });

    expect(result.status).toBe(201);
    expect(result.body.orders.map((o: { productId: number }) => o.productId)).toEqual([a.id, b.id]);
    expect(result.body.orders[0]).toMatchObject({
      userId: user.id,
      totalPrice: a.price,
      product: { title: a.title },
      accountDetails: expect.stringMatching(/Pw-/),
    });
    const balance = ((20_000 - cents(a.price) - cents(b.price)) / 100).toFixed(2);
    expect((await client.get(`/api/wallet/${user.id}`)).body.balance).toBe(balance);
    expect((await client.get(`/api/orders/user/${user.id}`)).body).toHaveLength(2);
  });

  it('answers 409 naming the sold-out item, with message and error, and charges nothing', async () => {
    const { client: rival } = await newUser('restrival', '500.00');
    const all = await products(rival);
    const last = all.find((p) => p.stock === 1)!;
    const other = all.find((p) => p.stock > 1 && p.id !== last.id)!;
    expect((await rival.post('/api/orders', { productId: last.id })).status).toBe(201);

    const { client, user } = await newUser('restlate', '200.00');
    const refused = await client.post('/api/orders/checkout', {
      items: [{ productId: other.id }, { productId: last.id }],
    });

    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`"${last.title}" (#${last.id}): This product is out of stock.`);
    expect(refused.body.error).toBe(refused.body.message);
    expect((await client.get(`/api/wallet/${user.id}`)).body.balance).toBe('200.00');
    expect((await client.get(`/api/orders/user/${user.id}`)).body).toEqual([]);
    expect((await products(client)).find((p) => p.id === other.id)!.stock).toBe(other.stock);
  });

  it('answers 400 for duplicates, a malformed body or too low a balance, and 401 for a guest', async () => {
    const { client, user } = await newUser('restrules', '1.00');
    const [a, b] = (await products(client)).filter((p) => p.stock > 0);
    const duplicate = await client.post('/api/orders/checkout', { items: [{ productId: a.id }, { productId: a.id }] });
    expect(duplicate).toMatchObject({
      status: 400,
      body: { message: 'Each product may appear only once in a checkout.' },
    });
    expect((await client.post('/api/orders/checkout', { items: 'all' })).status).toBe(400);
    expect((await client.post('/api/orders/checkout', { items: [{ productId: 'x' }] })).status).toBe(400);
    const poor = await client.post('/api/orders/checkout', { items: [{ productId: a.id }, { productId: b.id }] });
    expect(poor.status).toBe(400);
    expect(poor.body.message).toMatch(/balance/i);
    expect((await client.get(`/api/wallet/${user.id}`)).body.balance).toBe('1.00');
    expect((await new ApiClient(stack.url).post('/api/orders/checkout', { items: [{ productId: a.id }] })).status).toBe(
      401,
    );
  });
});
