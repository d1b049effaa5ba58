import type { Pool } from 'pg';
import { ApiClient, type Stack } from '../test-support/stack';
import { startShop, type Shop } from '../test-support/shop';
import { figure } from './figure';

// Battery (issue 22 item 9): sealed credentials are bound to their row. Someone who can write to
// commerce's tables (an SQL injection, a careless support script, a stolen database login) copies
// the sealed credentials of one unit onto another unit, and of one order onto another order. The
// copy must not open: the admin export, the purchase of the other unit and the other buyer's
// order fail closed with an error, and never show the copied account.
jest.setTimeout(120_000);

const tag = `${process.pid}${Date.now().toString(36)}`.toLowerCase();
const account = (name: string) => `EUW:${name}${tag}:Pass${name}${tag}:30500:900`;
const ORIGINAL = `orig${tag}`;

let shop: Shop;

let stack: Stack;
let admin: ApiClient;
let db: Pool;

async function product(title: string, line: string): Promise<number> {
  const created = await admin.post('/api/products', { title: `${title} ${tag}`, price: 3 });
  expect(created.status).toBe(201);
  expect((await admin.post(`/api/products/${created.body.id}/bulk-stock`, { accounts: line })).status).toBe(200);
  return created.body.id as number;
}

async function buyer(name: string): Promise<{ client: ApiClient; id: number }> {
  const client = new ApiClient(stack.url);
  const username = `${name}${tag}`.slice(0, 30);
  expect(
    (await client.post('/api/register', { username, email: `${username}@seal.test`, password: 'buyer-password-1' }))
      .status,
  ).toBe(201);
  expect((await client.post('/api/wallet/deposit', { amount: 20, paymentMethod: 'paypal' })).status).toBe(200);
  return { client, id: (await client.get('/api/user')).body.id as number };
}

async function balance(client: ApiClient, userId: number): Promise<string> {
  const wallet = await client.get(`/api/wallet/${userId}`);
  expect(wallet.status).toBe(200);
  return wallet.body.balance as string;
}

beforeAll(async () => {
  shop = await startShop();
  stack = shop.stack;
  admin = shop.admin;
  db = shop.pool;
});

afterAll(async () => {
  await shop?.close();
});

describe('sealed credentials are bound to their row', () => {
  const opened: Record<string, boolean> = {};

  it("a unit's sealed credentials copied onto another unit: the export and the purchase of that unit fail closed", async () => {
    const source = await product('Seal source', account('orig'));
    const target = await product('Seal target', account('target'));
    const copied = await db.query(
      `update commerce.inventory_unit set credentials = (select credentials from commerce.inventory_unit where product_id = $1)
        where product_id = $2 and order_id is null`,
      [source, target],
    );
    expect(copied.rowCount).toBe(1);

    const exported = await admin.request('GET', '/api/admin/products/export-accounts', undefined, {
      headers: { 'x-admin-password': 'admin-password-1' },
    });
    const exportText = typeof exported.body === 'string' ? exported.body : JSON.stringify(exported.body);
    // The copy under the other product's id is what must never be shown.
    opened.export = exportText.split('\n').some((line) => line.startsWith(`${target} |`) && line.includes(ORIGINAL));
    expect(opened.export).toBe(false);
    expect(exported.status).toBeGreaterThanOrEqual(400);

    const { client, id } = await buyer('sealbuyer');
    const before = await balance(client, id);
    expect(before).toBe('20.00');
    const bought = await client.post('/api/orders', { productId: target });
    opened.purchase = JSON.stringify(bought.body).includes(ORIGINAL);
    expect(opened.purchase).toBe(false);
    expect(bought.status).toBeGreaterThanOrEqual(400);
    // Failed closed as a whole: no money taken, no order written.
    expect(await balance(client, id)).toBe(before);
    const { rows } = await db.query(`select count(*)::int as n from commerce."order" where product_id = $1`, [target]);
    expect(rows[0].n).toBe(0);
  });

  it("an order's sealed credentials copied onto another buyer's order: that buyer's order and the admin's view fail closed", async () => {
    const first = await product('Seal order source', account('orderorig'));
    const second = await product('Seal order target', account('ordertarget'));
    const owner = await buyer('sealowner');
    const other = await buyer('sealother');
    const ownOrder = await owner.client.post('/api/orders', { productId: first });
    expect(ownOrder.status).toBe(201);
    expect(JSON.stringify(ownOrder.body)).toContain(`orderorig${tag}`);
    const otherOrder = await other.client.post('/api/orders', { productId: second });
    expect(otherOrder.status).toBe(201);

    const copied = await db.query(
      `update commerce."order" set account_details = (select account_details from commerce."order" where id = $1) where id = $2`,
      [ownOrder.body.id, otherOrder.body.id],
    );
    expect(copied.rowCount).toBe(1);

    const mine = await other.client.get(`/api/orders/user/${other.id}`);
    const adminView = await admin.request(
      'GET',
      `/api/orders/${otherOrder.body.id}/credentials?reason=${encodeURIComponent('sealed binding check')}`,
      undefined,
      { headers: { 'x-admin-password': 'admin-password-1' } },
    );
    opened.buyersOrder = JSON.stringify(mine.body).includes(`orderorig${tag}`);
    opened.adminView = JSON.stringify(adminView.body).includes(`orderorig${tag}`);
    figure(
      "sealed values copied onto another row that opened (admin export, purchase, the other buyer's orders, the admin's order view)",
      `${Object.values(opened).filter(Boolean).length} of ${Object.keys(opened).length}`,
    );
    expect(opened.buyersOrder).toBe(false);
    expect(opened.adminView).toBe(false);
    expect(mine.status).toBeGreaterThanOrEqual(400);
    expect(adminView.status).toBeGreaterThanOrEqual(400);
    // The rightful buyer still reads their own.
    const owned = await owner.client.get(`/api/orders/user/${owner.id}`);
    expect(owned.status).toBe(200);
    expect(JSON.stringify(owned.body)).toContain(`orderorig${tag}`);
  });
});
