import { ApiClient, type Stack } from '../../test-support/stack';
import { startShop, type Shop } from '../../test-support/shop';

// Issue 16 item 4: game categories as GraphQL answers them, an import's required price in the
// form's language, and the deposit limits the top-up form states before a refusal.

const newLine = (user: string) => `Server: NA Username: ${user} Password: x1 Blueessences: 100 Skins: EPIC Arcade Sona`;

describe('REST facade: categories, import price, deposit limits', () => {
  let shop: Shop;
  let stack: Stack;
  let admin: ApiClient;
  let guest: ApiClient;

  beforeAll(async () => {
    // The throttles on, with a deposit count of our own; commerce with its own 24-hour amount.
    shop = await startShop({
      gatewayEnv: { RATE_LIMITS: 'on', RATE_LIMIT_DEPOSIT: '4/1h' },
      commerce: { payments: { provider: 'test', dailyDepositLimitCents: 25_000 } },
    });
    stack = shop.stack;
    admin = shop.admin;
    guest = new ApiClient(stack.url);
  });

  afterAll(async () => {
    await shop.close();
  });

  it('answers game categories with icon and parentId, as GraphQL and the admin screen do', async () => {
    const parent = await admin.post('/api/game-categories', { name: 'Gap Parent', slug: 'gap-parent', icon: 'sword' });
    expect(parent.status).toBe(201);
    const child = await admin.post('/api/game-categories', {
      name: 'Gap Child',
      slug: 'gap-child',
      icon: 'shield',
      parentId: parent.body.id,
    });
    expect(child.status).toBe(201);

    const listed = await guest.get('/api/game-categories');
    expect(listed.status).toBe(200);
    const bySlug = new Map<string, Record<string, unknown>>(listed.body.map((c: { slug: string }) => [c.slug, c]));
    expect(bySlug.get('gap-parent')).toMatchObject({ id: parent.body.id, icon: 'sword', parentId: null });
    expect(bySlug.get('gap-child')).toMatchObject({ id: child.body.id, icon: 'shield', parentId: parent.body.id });
    for (const category of listed.body) {
      expect(category).toHaveProperty('icon');
      expect(category).toHaveProperty('parentId');
    }
    const graphql = await guest.post('/graphql', { query: '{ gameCategories { id slug icon parentId } }' });
    for (const category of graphql.body.data.gameCategories) {
      expect(bySlug.get(category.slug)).toMatchObject({
        id: category.id,
        icon: category.icon,
        parentId: category.parentId,
      });
    }
  });

  it("refuses an import without a base price in Turkish, the bulk-import form's language, and imports nothing", async () => {
    const before = (await admin.get('/api/admin/import-batches')).body.length;
    const expected = {
      status: 400,
      body: { message: 'Lütfen taban fiyatı giriniz: fiyatı olmayan ürün satışa çıkamaz.' },
    };
    expect(
      await admin.post('/api/products/bulk-import-new', {
        accounts: newLine('gapnoprice1'),
        server: 'EUW',
        gameSlug: 'lol',
      }),
    ).toMatchObject(expected);
    expect(
      await admin.post('/api/products/bulk-import-new', { accounts: newLine('gapnoprice2'), basePrice: '' }),
    ).toMatchObject(expected);
    // The panel's GraphQL call gets the same sentence from commerce.
    const graphql = await admin.post('/graphql', {
      query: 'mutation($i: BulkImportInput!) { bulkImport(input: $i) { addedCount } }',
      variables: {
        i: { batchId: '00000000-0000-4000-8000-00000000abcd', format: 'new', accounts: newLine('gapnoprice3') },
      },
    });
    expect(graphql.body.errors[0]).toMatchObject({
      message: expected.body.message,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await admin.get('/api/admin/import-batches')).body).toHaveLength(before);
    // A preview needs no price; an import with one goes through.
    expect(
      await admin.post('/api/products/bulk-import-new', { accounts: newLine('gapnoprice4'), dryRun: true }),
    ).toMatchObject({ status: 200, body: { addedCount: 1, dryRun: true } });
    expect(
      await admin.post('/api/products/bulk-import-new', { accounts: newLine('gapnoprice5'), basePrice: '3.00' }),
    ).toMatchObject({ status: 200, body: { addedCount: 1 } });
  });

  it('states the deposit limits that are then enforced: per deposit, per 24 hours, deposits per hour', async () => {
    const limits = await guest.get('/api/wallet/deposit-limits');
    expect(limits).toMatchObject({
      status: 200,
      body: { perDeposit: '10000.00', per24Hours: '250.00', depositsPerWindow: { count: 4, windowSeconds: 3600 } },
    });
    const graphql = await guest.post('/graphql', { query: '{ depositLimits { perDeposit per24Hours } }' });
    expect(graphql.body.data.depositLimits).toEqual({ perDeposit: '10000.00', per24Hours: '250.00' });

    const customer = new ApiClient(stack.url);
    expect(
      (
        await customer.post('/api/register', {
          username: 'gapdepositor',
          email: 'gapdepositor@shop.test',
          password: 'secret-pass',
        })
      ).status,
    ).toBe(201);
    const deposit = (amount: string) => customer.post('/api/wallet/deposit', { amount, paymentMethod: 'paypal' });
    expect(await deposit('10000.01')).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('10000.00') },
    });
    expect((await deposit('200.00')).status).toBe(200);
    expect(await deposit('50.01')).toMatchObject({ status: 400, body: { message: expect.stringContaining('250.00') } });
    expect((await deposit('50.00')).status).toBe(200);
    // Every attempt counts against the hour's four, refused ones too: the fifth is throttled.
    expect((await deposit('0.01')).status).toBe(429);
  });
});
