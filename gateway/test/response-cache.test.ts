import { randomUUID } from 'node:crypto';
import { ApiClient, type Stack } from '../../test-support/stack';
import { accountLine } from '../../test-support/account-line';
import { fund, type Shop, signUp, startShop } from '../../test-support/shop';

// The gateway's response cache of public reads (docs/performance.md "Public reads and the response
// cache"): two replicas behind one database, as behind a load balancer. A purchase, an import, an
// admin edit and an announcement must show on the replica that served the write at once, and on
// the other one within 1 s.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long until `read` answers what `ok` expects; fails after 5 s. */
async function msUntil<T>(read: () => Promise<T>, ok: (answer: T) => boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (ok(await read())) return Date.now() - started;
    if (Date.now() - started > 5_000) throw new Error('the change never showed');
    await sleep(10);
  }
}

describe('response cache of public reads', () => {
  let shop: Shop;
  let stack: Stack;
  let admin: ApiClient;
  let guests: ApiClient[];

  beforeAll(async () => {
    shop = await startShop({ gatewayReplicas: 2 });
    stack = shop.stack;
    admin = shop.admin;
    guests = stack.urls.map((url) => new ApiClient(url));
  });

  afterAll(async () => {
    await shop.close();
  });

  async function unitProduct(title: string, units: number): Promise<number> {
    const created = await admin.post('/api/products', { title, price: '3.00' });
    expect(created.status).toBe(201);
    const accounts = Array.from({ length: units }, () => accountLine()).join('\n');
    expect((await admin.post(`/api/products/${created.body.id}/bulk-stock`, { accounts })).status).toBe(200);
    return created.body.id as number;
  }

  /** Reads until the replica answers from its cache (the first read of a key fills it). */
  async function warm(client: ApiClient, path: string) {
    await msUntil(
      () => client.get(path),
      (answer) => answer.headers.get('x-cache') === 'HIT',
    );
  }

  it('answers a repeated read from memory with an ETag, 304 when unchanged, the same for every caller', async () => {
    const id = await unitProduct(`Cached ${randomUUID()}`, 1);
    const path = `/api/products/detail/${id}`;
    const first = await guests[0].get(path);
    const second = await guests[0].get(path);
    expect([first.status, second.status, second.headers.get('x-cache')]).toEqual([200, 200, 'HIT']);
    expect(second.body).toEqual(first.body);
    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('cache-control')).toBe('public, no-cache');

    // As a browser revalidates on reload (Cache-Control: max-age=0). fetch() itself adds
    // Cache-Control: no-cache to a request that carries its own If-None-Match: an end-to-end
    // reload, which `fresh` answers in full.
    const unchanged = await guests[0].request('GET', path, undefined, {
      headers: { 'if-none-match': `W/"other", ${etag}`, 'cache-control': 'max-age=0' },
    });
    expect([unchanged.status, unchanged.body]).toEqual([304, '']);
    const reload = await guests[0].request('GET', path, undefined, {
      headers: { 'if-none-match': etag, 'cache-control': 'no-cache' },
    });
    expect([reload.status, reload.body]).toEqual([200, first.body]);
    // The admin, signed in, gets the guest's answer: nothing public depends on the session.
    const asAdmin = await admin.get(path);
    expect([asAdmin.headers.get('x-cache'), asAdmin.headers.get('etag')]).toEqual(['HIT', etag]);
    // What depends on the session is never cached.
    const me = await admin.get('/api/user');
    expect([me.status, me.headers.get('x-cache')]).toEqual([200, null]);
  });

  it('shows a purchase in the stock on the buyer’s replica at once and on the other within 1 s', async () => {
    const id = await unitProduct(`Stock ${randomUUID()}`, 3);
    const path = `/api/products/detail/${id}`;
    await Promise.all(guests.map((guest) => warm(guest, path)));
    await Promise.all(guests.map((guest) => warm(guest, '/api/products/all')));

    const [buyer] = await signUp(stack.urls[0], `cache${process.pid}`, 1);
    await fund(admin, buyer, '10.00');
    expect((await buyer.client.post('/api/orders', { productId: id })).status).toBe(201);

    expect((await guests[0].get(path)).body.stock).toBe(2);
    expect(
      await msUntil(
        () => guests[1].get(path),
        (answer) => answer.body.stock === 2,
      ),
    ).toBeLessThan(1_000);
    const stockInList = (answer: { body: Array<{ id: number; stock: number }> }) =>
      answer.body.find((product) => product.id === id)?.stock;
    expect(
      await msUntil(
        () => guests[1].get('/api/products/all'),
        (answer) => stockInList(answer) === 2,
      ),
    ).toBeLessThan(1_000);
  });

  it('keeps other products’ answers cached across a purchase, and shows the bought product’s new stock in REST and GraphQL', async () => {
    const [bought, other] = [
      await unitProduct(`Bought ${randomUUID()}`, 3),
      await unitProduct(`Other ${randomUUID()}`, 3),
    ];
    const stockQuery = (id: number) => ({
      query: 'query Stock($id: Int!) { product(id: $id) { id stock } }',
      variables: { id },
    });
    const reads = (guest: ApiClient, id: number) => [
      () => guest.get(`/api/products/detail/${id}`),
      () => guest.post('/graphql', stockQuery(id)),
    ];
    const hit = (answer: { headers: Headers }) => answer.headers.get('x-cache') === 'HIT';
    for (const guest of guests)
      for (const read of [...reads(guest, bought), ...reads(guest, other)]) await msUntil(read, hit);

    const [buyer] = await signUp(stack.urls[0], `keep${process.pid}`, 1);
    await fund(admin, buyer, '10.00');
    expect((await buyer.client.post('/api/orders', { productId: bought })).status).toBe(201);

    const stockOf = (answer: { body: { stock?: number; data?: { product?: { stock: number } } } }) =>
      answer.body.stock ?? answer.body.data?.product?.stock;
    for (const guest of guests) {
      for (const read of reads(guest, bought)) await msUntil(read, (answer) => stockOf(answer) === 2);
      const others = await Promise.all(reads(guest, other).map((read) => read()));
      expect(others.map((answer) => [answer.headers.get('x-cache'), stockOf(answer)])).toEqual([
        ['HIT', 3],
        ['HIT', 3],
      ]);
    }
  });

  it('shows an import in the list and an admin edit in the detail and in GraphQL within 1 s', async () => {
    await Promise.all(guests.map((guest) => warm(guest, '/api/products/all')));
    const title = `Imported ${randomUUID().slice(0, 8)}`;
    const imported = await admin.post('/api/products/bulk-import', {
      accounts: `${accountLine()}\n${accountLine()}`,
      basePrice: 2,
      title,
    });
    expect(imported).toMatchObject({ status: 200, body: { addedCount: 2 } });
    const titled = (answer: { body: Array<{ title: string }> }) =>
      answer.body.filter((product) => product.title === title).length;
    expect(titled(await guests[0].get('/api/products/all'))).toBe(2);
    expect(
      await msUntil(
        () => guests[1].get('/api/products/all'),
        (answer) => titled(answer) === 2,
      ),
    ).toBeLessThan(1_000);

    const id = await unitProduct(`Before ${randomUUID()}`, 1);
    const query = { query: 'query Title($id: Int!) { product(id: $id) { id title } }', variables: { id } };
    const graphql = (guest: ApiClient) => guest.post('/graphql', query);
    await msUntil(
      () => graphql(guests[1]),
      (answer) => answer.headers.get('x-cache') === 'HIT',
    );
    await warm(guests[1], `/api/products/detail/${id}`);
    expect((await admin.put(`/api/products/${id}`, { title: 'After the edit' })).status).toBe(200);
    expect(
      await msUntil(
        () => guests[1].get(`/api/products/detail/${id}`),
        (answer) => answer.body.title === 'After the edit',
      ),
    ).toBeLessThan(1_000);
    expect(
      await msUntil(
        () => graphql(guests[1]),
        (answer) => answer.body.data?.product?.title === 'After the edit',
      ),
    ).toBeLessThan(1_000);
  });

  it('shows a new announcement within 1 s', async () => {
    await Promise.all(guests.map((guest) => warm(guest, '/api/notifications')));
    const title = `Duyuru ${randomUUID().slice(0, 8)}`;
    expect(
      (await admin.post('/api/notifications', { title, content: 'Cache test.', type: 'info', isActive: true })).status,
    ).toBe(201);
    const listed = (answer: { body: Array<{ title: string }> }) =>
      answer.body.some((announcement) => announcement.title === title);
    expect(listed(await guests[0].get('/api/notifications'))).toBe(true);
    expect(await msUntil(() => guests[1].get('/api/notifications'), listed)).toBeLessThan(1_000);
  });

  it('serves nothing from memory while its change feed is cut, and starts afresh when it is back', async () => {
    const id = await unitProduct(`Feed ${randomUUID()}`, 1);
    const path = `/api/products/detail/${id}`;
    await Promise.all(guests.map((guest) => warm(guest, path)));
    const { pool } = shop;
    await pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'gateway-change-listener'",
    );
    // A write the replicas could not hear about: straight into catalog's table.
    await pool.query("update catalog.product set title = 'Changed unheard' where id = $1", [id]);
    for (const guest of guests) {
      expect(
        await msUntil(
          () => guest.get(path),
          (answer) => answer.body.title === 'Changed unheard',
        ),
      ).toBeLessThan(1_000);
    }
    // Listening again (it reconnects by itself), the replicas cache again, never what they held before the cut.
    await Promise.all(guests.map((guest) => warm(guest, path)));
    for (const guest of guests) expect((await guest.get(path)).body.title).toBe('Changed unheard');
  });
});
