import { ApiClient, type Stack } from '../../test-support/stack';
import { type Shop, startShop } from '../../test-support/shop';

/** The storefront's documented public routes, through the real gateway, subgraphs and PostgreSQL. */
describe('storefront REST routes', () => {
  let shop: Shop;
  let stack: Stack;
  let guest: ApiClient;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    guest = new ApiClient(stack.url);
  });

  afterAll(async () => {
    await shop.close();
  });

  it('lists buyable products and filters a game by account type, subcategory and server', async () => {
    const listed = await guest.get('/api/products');
    expect(listed.status).toBe(200);
    expect(listed.body.length).toBeGreaterThan(0);
    expect(listed.body.every((p: { stock: number; status: string }) => p.stock > 0 && p.status !== 'Sold')).toBe(true);

    const [sample] = listed.body;
    const query = `accountType=${sample.accountType}&subCategory=${sample.subCategory}&server=${sample.server}`;
    const filtered = await guest.get(`/api/products/lol?${query}`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.map((p: { id: number }) => p.id)).toContain(sample.id);
    for (const product of filtered.body) {
      expect(product).toMatchObject({
        gameSlug: 'lol',
        accountType: sample.accountType,
        subCategory: sample.subCategory,
        server: sample.server,
      });
    }
    // the game id as text matches too; an unknown game has no products
    expect((await guest.get(`/api/products/1?${query}`)).body).toEqual(filtered.body);
    expect((await guest.get('/api/products/valorant')).body).toEqual([]);
    const repeated = await guest.get('/api/products/lol?server=EUW&server=NA');
    expect(repeated).toMatchObject({ status: 400, body: { message: 'Give server once, as text.' } });
  });

  it("names the product's warranty days in the default warranty text, also over the default saved back by the dialog", async () => {
    const { admin } = shop;
    const created = await admin.post('/api/products', {
      title: 'Thirty Day Warranty',
      price: '5.00',
      warrantyDays: 30,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const warranty = async () => (await admin.get(`/api/products/detail/${id}`)).body.cardTexts.warranty as string;
    expect(await warranty()).toBe('30 Day Warranty');

    // The panel's dialog shows the default and saves it back with the product.
    const saved = await admin.put(`/api/products/${id}`, {
      cardTexts: { warranty: '14 Day Warranty' },
      warrantyDays: 45,
    });
    expect(saved.status).toBe(200);
    expect(await warranty()).toBe('45 Day Warranty');

    expect((await admin.put(`/api/products/${id}`, { cardTexts: { warranty: 'Lifetime warranty' } })).status).toBe(200);
    expect(await warranty()).toBe('Lifetime warranty');
  });

  it('carries the card fields with their defaults, flat as documented, and never a credential', async () => {
    const detail = await guest.get('/api/products/detail/1');
    expect(detail.status).toBe(200);
    const product = detail.body;
    expect(product).toMatchObject({
      level: 30,
      cardColor: '#0f172a',
      skinCount: product.skins.length,
      card_sasa: 'Full Access',
      card_sasa_icon: '✓',
      card_444: '',
    });
    expect(product.cardTexts).toMatchObject({ warranty: '14 Day Warranty', deliveryTime: '5-15 minutes' });
    expect(product.leftColumn).toEqual(['Full Access', 'Unverified E-mail', '', '']);
    expect(JSON.parse(product.displayOptions)).toEqual({
      showLevel: true,
      showBE: true,
      showChampions: true,
      showSkins: true,
    });
    expect(Array.isArray(JSON.parse(product.customFeatures))).toBe(true);
    expect(product.accountUsername).toMatch(/\*{4,}/);
    expect(JSON.stringify(product)).not.toMatch(/Pw-|@mail\.test/);
  });

  it('serves game categories, servers and card designs with their fallbacks', async () => {
    const categories = await guest.get('/api/game-categories');
    expect(categories.body.map((c: { slug: string }) => c.slug)).toEqual(['lol', 'valorant']);
    const fresh = categories.body[0].accountTypes.find((t: { id: string }) => t.id === 'fresh');
    expect(fresh.name).toBe('BOTTED FRESH SMURF');
    expect(fresh.subcategories.map((s: { id: string }) => s.id)).toEqual(['30-40k', '40-50k', '50-60k']);
    expect(categories.body[1].accountTypes).toEqual([]);

    const servers = await guest.get('/api/servers');
    expect(servers.body.map((s: { code: string }) => s.code)).toEqual([
      'EUW',
      'EUNE',
      'NA',
      'BR',
      'TR',
      'OCE',
      'LAS',
      'LAN',
      'RU',
      'JP',
      'KR',
    ]);
    expect(
      servers.body.filter((s: { isDefault: boolean }) => s.isDefault).map((s: { code: string }) => s.code),
    ).toEqual(['EUW']);

    const lol = await guest.get('/api/card-design/lol');
    expect(lol.body.cardStyles).toEqual({
      backgroundColor: '#0a1a29',
      borderColor: '#2563eb',
      glowColor: '#2563eb',
      textColor: '#ffffff',
      accentColor: '#3b82f6',
    });
    const ranked = await guest.get('/api/card-design?gameSlug=lol&accountType=ranked&subCategory=5-win-mmr');
    expect(ranked.body).toMatchObject({ accountType: 'ranked', cardStyles: { accentColor: '#f59e0b' } });
    // a game without a design falls back to lol's
    expect((await guest.get('/api/card-design/valorant')).body).toMatchObject({
      gameSlug: 'lol',
      cardStyles: lol.body.cardStyles,
    });
    expect(await guest.get('/api/card-design')).toMatchObject({
      status: 400,
      body: { message: 'gameSlug is required.' },
    });
  });

  it('shows real purchases in the recent feed with the buyer masked, and validates its query', async () => {
    const buyer = new ApiClient(stack.url);
    const registered = await buyer.post('/api/register', {
      username: 'feedbuyer',
      email: 'feedbuyer@shop.test',
      password: 'secret-pass',
    });
    expect(registered.status).toBe(201);
    expect((await buyer.post('/api/wallet/deposit', { amount: '500.00', paymentMethod: 'paypal' })).status).toBe(200);
    const product = (await guest.get('/api/products')).body[0];
    const order = await buyer.post('/api/orders', { productId: product.id });
    expect(order.status).toBe(201);

    const feed = await guest.get('/api/trade-notifications/recent?limit=5&hours=24');
    expect(feed.status).toBe(200);
    expect(feed.body[0]).toMatchObject({
      username: 'fe***',
      verified: true,
      accountType: product.accountType,
      region: product.server,
      gameSlug: 'lol',
      amount: Number(product.price),
    });
    expect(Date.now() - Date.parse(feed.body[0].timestamp)).toBeLessThan(60_000);
    expect(JSON.stringify(feed.body)).not.toMatch(/feedbuyer|@shop\.test/);
    const graphql = await guest.post('/graphql', { query: '{ recentPurchases(limit: 1) { id username } }' });
    expect(graphql.body.data.recentPurchases[0].username).toBe('fe***');
    expect(graphql.body.data.recentPurchases[0].id).not.toBe(String(order.body.id));

    expect(await guest.get('/api/trade-notifications/recent?limit=abc')).toMatchObject({
      status: 400,
      body: { message: 'limit must be a whole number.' },
    });
    expect(await guest.get('/api/trade-notifications/recent?limit=500')).toMatchObject({
      status: 400,
      body: { message: 'limit must be a whole number from 1 to 20.' },
    });
    expect((await guest.get('/api/trade-notifications/recent?hours=0')).status).toBe(400);
  });
});
