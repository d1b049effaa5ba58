import { randomUUID } from 'node:crypto';
import { type Shop, startShop } from '../../test-support/shop';
import { ApiClient, type Stack } from '../../test-support/stack';

let counter = 0;
const name = () => `rest${process.pid}u${++counter}`;
const oldLine = (user: string) =>
  `EUW:${user}:Pw-${user}:30500:900:${user}@mail.test:${user}N:2000-01-01:2025-01-01:2026-01-01:Turkey:EPIC Arcade Sona`;

describe('admin catalogue REST routes', () => {
  let shop: Shop;
  let stack: Stack;
  let admin: ApiClient;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    admin = shop.admin;
  });

  afterAll(async () => {
    await shop.close();
  });

  it('creates, updates and deletes a product; bad numbers are a 400 with a message', async () => {
    const created = await admin.post('/api/products', {
      title: 'REST Product',
      price: 15,
      level: '35',
      card_sasa: 'Full access',
      card_sasa_icon: 'shield',
      stock: 3,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'REST Product',
      price: '15.00',
      level: 35,
      card_sasa: 'Full access',
      card_sasa_icon: 'shield',
      stock: 3,
    });
    const id = created.body.id as number;

    expect(await admin.request('PUT', `/api/products/${id}`, { level: -2 })).toMatchObject({
      status: 400,
      body: { message: 'level must not be negative.' },
    });
    expect(await admin.request('PUT', `/api/products/${id}`, { price: 'abc' })).toMatchObject({ status: 400 });
    expect(await admin.post('/api/products', { price: 3 })).toMatchObject({
      status: 400,
      body: { message: 'Title is required.' },
    });

    const updated = await admin.request('PUT', `/api/products/${id}`, { title: 'REST Product 2', stock: 5 });
    expect(updated).toMatchObject({ status: 200, body: { title: 'REST Product 2', level: 35 } });
    expect((await admin.get(`/api/products/detail/${id}`)).body).toMatchObject({ stock: 5 });

    expect((await admin.request('DELETE', `/api/products/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/products/detail/${id}`)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/products/${id}`)).status).toBe(404);
    expect(await admin.post('/api/products/bulk-delete', { productIds: [] })).toMatchObject({
      status: 400,
      body: { message: 'Silmek için ürün seçin.' },
    });
  });

  it('imports both formats, answers rejected lines, lists and rolls back batches; customers get 403', async () => {
    const lines = [oldLine(name()), 'nonsense', oldLine(name())].join('\n');
    const preview = await admin.post('/api/products/bulk-import', {
      accounts: lines,
      basePrice: 10,
      title: 'Old',
      dryRun: true,
    });
    expect(preview).toMatchObject({ status: 200, body: { addedCount: 2, dryRun: true, rejected: [{ line: 2 }] } });
    const imported = await admin.post('/api/products/bulk-import', {
      accounts: lines,
      basePrice: 10,
      title: 'Old',
      server: 'EUW',
      accountType: 'fresh',
      subCategory: '30-40k',
    });
    expect(imported).toMatchObject({ status: 200, body: { addedCount: 2, rejected: [{ line: 2 }] } });
    const fresh = await admin.post('/api/products/bulk-import-new', {
      accounts: `Server: NA Username: ${name()} Password: x1 Blueessences: 100 Skins: EPIC Arcade Sona`,
      basePrice: '4.50',
      server: 'EUW',
      batchId: randomUUID(),
    });
    expect(fresh.body.addedCount).toBe(1);

    const all = (await admin.get('/api/products')).body as Array<{
      title: string;
      server: string;
      price: string;
      accountUsername: string;
    }>;
    expect(all.filter((p) => p.title === 'Old')).toHaveLength(2);
    expect(all.find((p) => p.server === 'NA' && p.price === '4.50')?.accountUsername).toContain('Username: ******');

    const batches = await admin.get('/api/admin/import-batches');
    expect(batches.body[0]).toMatchObject({ id: fresh.body.batchId, unitCount: 1, soldCount: 0, status: 'active' });
    const rolled = await admin.post(`/api/admin/import-batches/${imported.body.batchId}/rollback`);
    expect(rolled).toMatchObject({ status: 200, body: { removedCount: 2 } });
    expect(
      ((await admin.get('/api/products')).body as Array<{ title: string }>).filter((p) => p.title === 'Old'),
    ).toHaveLength(0);

    const customer = new ApiClient(stack.url);
    await customer.post('/api/register', { username: name(), email: `${name()}@shop.test`, password: 'secret-pass' });
    expect(await customer.post('/api/products/bulk-import', { accounts: oldLine(name()), basePrice: 1 })).toMatchObject(
      { status: 403, body: { message: 'Admins only.' } },
    );
    expect((await customer.post('/api/products', { title: 'x', price: 1 })).status).toBe(403);
  });

  it('the dialog with an account line: one product sold from a credential unit, delivered at once; a refused line saves nothing', async () => {
    const user = name();
    const created = await admin.post('/api/products', {
      title: `Dialog ${user}`,
      price: '3.00',
      server: 'EUW',
      stock: 9,
      accountUsername: oldLine(user),
    });
    expect(created).toMatchObject({
      status: 201,
      body: { title: `Dialog ${user}`, stock: 1, hasAccountData: true, blueEssence: 30500 },
    });
    expect(created.body.accountUsername).toMatch(/^EUW : \*{6} : \*{6} : 30500 : /);

    const buyer = new ApiClient(stack.url);
    expect(
      (
        await buyer.post('/api/register', {
          username: `b${user}`,
          email: `b${user}@shop.test`,
          password: 'secret-pass',
        })
      ).status,
    ).toBe(201);
    expect((await buyer.post('/api/wallet/deposit', { amount: '10.00', paymentMethod: 'paypal' })).status).toBe(200);
    const order = await buyer.post('/api/orders', { productId: created.body.id });
    expect(order).toMatchObject({ status: 201, body: { accountDelivered: true } });
    expect(JSON.stringify(order.body)).toContain(`Pw-${user}`);

    const refused = await admin.post('/api/products', {
      title: `Refused ${user}`,
      price: '3.00',
      accountUsername: `EUW:${user}x:secret`,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Satır 1: .+Okunan biçimler: /) },
    });
    expect(
      ((await admin.get('/api/products/all')).body as Array<{ title: string }>).some(
        (p) => p.title === `Refused ${user}`,
      ),
    ).toBe(false);

    const plain = await admin.post('/api/products', { title: `Plain ${user}`, price: '2.00', blueEssence: '' });
    expect(plain).toMatchObject({ status: 201, body: { blueEssence: 0, hasAccountData: false } });
    const edited = await admin.put(`/api/products/${plain.body.id}`, {
      blueEssence: ' ',
      accountUsername: `Server: NA, Username: ${user}n, Password: Pw-n${user}, Blueessences: 1200, Skins: EPIC Arcade Sona`,
    });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        stock: 1,
        hasAccountData: true,
        server: 'NA',
        blueEssence: 1200,
        accountUsername: 'Server: NA Username: ****** Password: ****** Blueessences: 1200 Skins: EPIC Arcade Sona',
      },
    });
    // The shown text sent back unchanged is a plain edit: no new unit.
    const again = await admin.put(`/api/products/${plain.body.id}`, {
      title: `Plain ${user} 2`,
      accountUsername: edited.body.accountUsername,
    });
    expect(again).toMatchObject({ status: 200, body: { title: `Plain ${user} 2`, stock: 1 } });
  });

  it('imports new-format lines whose fields are separated by commas (the labels delimit the fields)', async () => {
    const users = [name(), name()];
    const accounts = users
      .map(
        (user, index) =>
          `Server: EUNE, Username: ${user}, Password: p${index}-${user}, Blueessences: 4100${index}, Skins: EPIC Arcade Sona, MYTHIC Prestige Kai'Sa`,
      )
      .join('\n');
    const title = `Comma ${users[0]}`;
    const imported = await admin.post('/api/products/bulk-import-new', {
      accounts,
      basePrice: '6.00',
      title,
      server: 'EUW',
    });
    expect(imported).toMatchObject({ status: 200, body: { addedCount: 2, rejected: [] } });
    const products = (
      (await admin.get('/api/products/all')).body as Array<{
        title: string;
        server: string;
        blueEssence: number;
        stock: number;
        accountUsername: string;
      }>
    ).filter((p) => p.title === title);
    expect(products.map((p) => p.blueEssence).sort()).toEqual([41000, 41001]);
    for (const product of products) {
      expect(product).toMatchObject({ server: 'EUNE', stock: 1 });
      expect(product.accountUsername).toMatch(
        /^Server: EUNE Username: \*{6} Password: \*{6} Blueessences: 4100\d Skins: EPIC Arcade Sona, MYTHIC Prestige Kai'Sa$/,
      );
    }
  });

  it('accepts a 10,000-line import body (over the 1 MB limit of other routes)', async () => {
    const lines = Array.from({ length: 10000 }, () => oldLine(name())).join('\n');
    expect(lines.length).toBeGreaterThan(1024 * 1024);
    const result = await admin.post('/api/products/bulk-import', { accounts: lines, basePrice: 1, dryRun: true });
    expect(result).toMatchObject({ status: 200, body: { addedCount: 10000, rejected: [] } });
    const other = await admin.post('/api/products', { title: 'x'.repeat(1100 * 1024), price: 1 });
    expect(other.status).toBe(413);
  });

  it('bulk stock answers addedCount and stockTotal', async () => {
    const created = await admin.post('/api/products', { title: 'Stock Target', price: 2 });
    const result = await admin.post(`/api/products/${created.body.id}/bulk-stock`, {
      accounts: `${oldLine(name())}\n${oldLine(name())}`,
    });
    expect(result).toMatchObject({ status: 200, body: { addedCount: 2, stockTotal: 2 } });
  });

  it('exports account data only after re-authentication (or with X-Admin-Password) as a .txt attachment', async () => {
    const user = name();
    await admin.post('/api/products/bulk-import', { accounts: oldLine(user), basePrice: 1 });
    const refused = await admin.get('/api/admin/products/export-accounts');
    expect(refused).toMatchObject({ status: 401, body: { message: 'Re-enter your password to export account data.' } });
    const wrong = await admin.request('GET', '/api/admin/products/export-accounts', undefined, {
      headers: { 'x-admin-password': 'nope' },
    });
    expect(wrong.status).toBe(401);
    const exported = await admin.request('GET', '/api/admin/products/export-accounts', undefined, {
      headers: { 'x-admin-password': 'admin-password-1' },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="accounts-.+\.txt"$/);
    expect(exported.body).toContain(`EUW : ${user} : Pw-${user}`);
    const audit = await admin.get('/api/admin/audit?limit=20');
    expect(audit.body.entries.some((entry: { action: string }) => entry.action === 'credentials.export')).toBe(true);
  });
});
