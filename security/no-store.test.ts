import { ApiClient, type Stack } from '../test-support/stack';
import { figure } from './figure';
import { ADMIN, fund, type Shop, signUp, startShop, unitProduct } from '../test-support/shop';

// Battery: answers that carry credentials or personal data are `Cache-Control: no-store` (issue
// 22, item 7), so neither a browser's disk cache nor a proxy keeps them: orders (with their
// credentials), order detail, the credential export, users, wallets, tickets, and every /graphql
// answer to a signed-in user. The public reads stay `public, no-cache` (revalidated by ETag).
jest.setTimeout(120_000);

const noStore = (headers: Headers) =>
  (headers.get('cache-control') ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .includes('no-store');

describe('no-store on personal answers', () => {
  let shop: Shop;
  let stack: Stack;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('orders, order detail, export, users, wallets, tickets and signed-in /graphql answers are no-store; public reads are not', async () => {
    const { admin } = shop;
    const [customer] = await signUp(stack.url, 'nostore', 1);
    await fund(admin, customer, '100.00');
    const productId = await unitProduct(admin, 'No-store product', '5.00', 1);
    const ticket = await customer.client.post('/api/tickets', {
      subject: 'My order',
      message: 'Where are my credentials?',
      priority: 'Low',
    });
    expect(ticket.status).toBe(201);

    const checked: Array<{ what: string; status: number; cacheControl: string | null; noStore: boolean }> = [];
    const check = async (what: string, answer: Promise<{ status: number; headers: Headers }>) => {
      const { status, headers } = await answer;
      checked.push({ what, status, cacheControl: headers.get('cache-control'), noStore: noStore(headers) });
      return answer;
    };

    const bought = await check(
      'POST /api/orders (the credentials)',
      customer.client.post('/api/orders', { productId }),
    );
    const orderId = (await bought).status === 201 ? ((await bought) as { body: { id: number } }).body.id : 0;
    await check('GET /api/orders/user/:id', customer.client.get(`/api/orders/user/${customer.id}`));
    await check('GET /api/user', customer.client.get('/api/user'));
    await check('GET /api/wallet/:id', customer.client.get(`/api/wallet/${customer.id}`));
    await check('GET /api/transactions/:id', customer.client.get(`/api/transactions/${customer.id}`));
    await check('GET /api/tickets', customer.client.get('/api/tickets'));
    await check('GET /api/tickets/:id', customer.client.get(`/api/tickets/${ticket.body.id}`));
    await check('GET /api/tickets/:id/messages', customer.client.get(`/api/tickets/${ticket.body.id}/messages`));
    await check(
      'POST /graphql me (customer)',
      customer.client.request('POST', '/graphql', { query: '{ me { id email } }' }),
    );
    await check(
      'POST /graphql ordersByUser (customer)',
      customer.client.request('POST', '/graphql', { query: `{ ordersByUser(userId: ${customer.id}) { id } }` }),
    );
    // A public read asked by a signed-in user, both computed and then from the cache.
    await check(
      'POST /graphql products (customer, miss)',
      customer.client.request('POST', '/graphql', { query: '{ products { id } }' }),
    );
    await check(
      'POST /graphql products (customer, hit)',
      customer.client.request('POST', '/graphql', { query: '{ products { id } }' }),
    );

    await check('GET /api/orders (admin)', admin.get('/api/orders'));
    await check('GET /api/orders/:id (admin, credentials)', admin.get(`/api/orders/${orderId}`));
    await check('GET /api/users (admin)', admin.get('/api/users'));
    await check('GET /api/users/:id (admin)', admin.get(`/api/users/${customer.id}`));
    await check('GET /api/users/:id/orders (admin)', admin.get(`/api/users/${customer.id}/orders`));
    await check('GET /api/admin/audit (admin)', admin.get('/api/admin/audit'));
    expect((await admin.post('/api/admin/reauth', { password: ADMIN.password })).status).toBe(200);
    await check('GET /api/admin/products/export-accounts (admin)', admin.get('/api/admin/products/export-accounts'));
    await check(
      'POST /graphql adminOrders (admin)',
      admin.request('POST', '/graphql', { query: '{ adminOrders { id } }' }),
    );

    const failures = checked.filter((entry) => entry.status >= 300 || !entry.noStore);
    figure('no-store: personal answers marked no-store', `${checked.length - failures.length} / ${checked.length}`);
    expect(failures).toEqual([]);

    // The public reads keep their shared, revalidated caching (anonymous, REST and GraphQL).
    const guest = new ApiClient(stack.url);
    const publicReads = [
      await guest.get('/api/products'),
      await guest.get('/api/products'),
      await guest.request('POST', '/graphql', { query: '{ products { id } }' }),
    ];
    for (const answer of publicReads)
      expect({ status: answer.status, cacheControl: answer.headers.get('cache-control') }).toEqual({
        status: 200,
        cacheControl: 'public, no-cache',
      });
  });
});
