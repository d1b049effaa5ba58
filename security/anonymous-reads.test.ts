import { ApiClient, type Stack } from '../test-support/stack';
import { figure } from './figure';
import { PASSWORD, type Shop, startShop } from '../test-support/shop';

// Battery: reads the response cache cannot answer cost the subgraphs, so they have a budget
// (issue 22 item 5, issue 30 item 5; RATE_LIMIT_ANONYMOUS_READ, 600 a minute by default, 20 here):
// per address, shared by guests and signed-in customers, and per customer account across
// addresses. A distinct filter on every REST read, or a GraphQL query the cache does not keep (two
// topics), is refused past it with 429 and Retry-After; cached answers, other addresses and admins
// are not affected. Behind the trusted proxy on this host, each client has its own address.
jest.setTimeout(180_000);

const LIMIT = 20;
let next = 1;
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${next++}` });

async function untilRefused(
  request: (i: number) => Promise<{ status: number }>,
  max = LIMIT * 3,
): Promise<{ served: number; refusal?: { status: number } }> {
  for (let i = 0; i < max; i += 1) {
    const answer = await request(i);
    if (answer.status === 429) return { served: i, refusal: answer };
    expect(answer.status).toBe(200);
  }
  return { served: max };
}

describe('uncached anonymous reads', () => {
  let shop: Shop;
  let stack: Stack;

  beforeAll(async () => {
    shop = await startShop({
      gatewayEnv: { RATE_LIMITS: 'on', TRUST_PROXY: 'loopback', RATE_LIMIT_ANONYMOUS_READ: `${LIMIT}/10m` },
    });
    stack = shop.stack;
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('a guest busting the REST cache with distinct filters is refused past its budget; cached reads and other addresses are served', async () => {
    const headers = fromNewAddress();
    const warm = await new ApiClient(stack.url, fromNewAddress()).get('/api/products/all');
    expect(warm.status).toBe(200);
    const { served, refusal } = await untilRefused((i) =>
      fetch(`${stack.url}/api/products/lol?server=b${i}`, { headers }),
    );
    figure('anonymous reads: uncached REST reads served to one address before 429 (limit 20)', served);
    expect(served).toBe(LIMIT);
    const refused = refusal as Response;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      message: expect.stringMatching(/Too many requests/),
      error: expect.any(String),
    });
    // The cached list still answers this address, and another address has its own budget.
    const cached = await fetch(`${stack.url}/api/products/all`, { headers });
    expect([cached.status, cached.headers.get('x-cache')]).toEqual([200, 'HIT']);
    expect((await fetch(`${stack.url}/api/products/lol?server=c1`, { headers: fromNewAddress() })).status).toBe(200);
  });

  it('a guest sending GraphQL queries the cache does not keep is refused past its budget, and so is a customer signing in from that address', async () => {
    const address = fromNewAddress();
    const guest = new ApiClient(stack.url, address);
    // Two topics in one query: never cached, every one computed by the subgraphs.
    const query = '{ products { id } announcements { id } }';
    const { served, refusal } = await untilRefused(() => guest.request('POST', '/graphql', { query }));
    figure('anonymous reads: uncached GraphQL reads served to one address before 429 (limit 20)', served);
    expect(served).toBe(LIMIT);
    expect(
      (refusal as { body: { errors: Array<{ extensions: { code: string } }> } }).body.errors[0].extensions.code,
    ).toBe('RATE_LIMITED');

    // A customer signing in from that address shares its budget: refused too.
    const customer = new ApiClient(stack.url, address);
    expect(
      (await customer.post('/api/register', { username: 'reader', email: 'reader@reads.test', password: PASSWORD }))
        .status,
    ).toBe(201);
    const signedIn = await customer.request('POST', '/graphql', { query });
    expect(signedIn.status).toBe(429);
    expect(signedIn.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it('a signed-in customer looping uncached full-catalogue reads is refused past the budget, even from a new address each time', async () => {
    const customer = new ApiClient(stack.url, fromNewAddress());
    expect(
      (await customer.post('/api/register', { username: 'looper', email: 'looper@reads.test', password: PASSWORD }))
        .status,
    ).toBe(201);
    // The whole catalogue, with a second topic so the response cache never keeps it.
    const query = '{ products { id title price stock } announcements { id } }';
    const { served, refusal } = await untilRefused(async () => {
      const answer = await customer.request('POST', '/graphql', { query }, { headers: fromNewAddress() });
      if (answer.status === 200) expect(answer.body.data.products.length).toBeGreaterThan(0);
      return answer;
    });
    figure(
      'signed-in reads: uncached full-catalogue GraphQL queries served to one account before 429 (limit 20)',
      served,
    );
    expect(served).toBe(LIMIT);
    const refused = refusal as { body: { errors: Array<{ extensions: { code: string; retryAfter: number } }> } };
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    // The REST facade's public reads count on the same budget.
    const rest = await customer.request('GET', '/api/products/lol?server=loop', undefined, {
      headers: fromNewAddress(),
    });
    expect(rest.status).toBe(429);
    // Another customer (and a guest) elsewhere still read.
    const other = new ApiClient(stack.url, fromNewAddress());
    expect(
      (await other.post('/api/register', { username: 'other', email: 'other@reads.test', password: PASSWORD })).status,
    ).toBe(201);
    expect((await other.request('POST', '/graphql', { query })).status).toBe(200);
  });

  it("an admin's reads are not counted (the panel's queries are staff work, not scraping)", async () => {
    const address = fromNewAddress();
    const admin = new ApiClient(stack.url, address);
    expect((await admin.post('/api/login', { email: 'admin@shop.test', password: 'admin-password-1' })).status).toBe(
      200,
    );
    const query = '{ products { id } announcements { id } }';
    const answers = [];
    for (let i = 0; i < LIMIT + 5; i += 1) answers.push((await admin.request('POST', '/graphql', { query })).status);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
  });
});
