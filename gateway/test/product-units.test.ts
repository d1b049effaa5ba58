import { accountLine } from '../../test-support/account-line';
import { type Customer, fund, type Shop, signUp, startShop } from '../../test-support/shop';
import { ApiClient, type Stack } from '../../test-support/stack';

// A product's credential units, one by one (issue 16 item 2): the list (never credentials), one
// unit's credentials (admin, re-authenticated, audited), a typo fixed in an unsold unit, an
// unsold unit withdrawn; stock added to a product with a dry run first. Real gateway, subgraphs
// and PostgreSQL.

const ADMIN_PASSWORD = 'admin-password-1';
const UNIT_KEYS = ['batchId', 'createdAt', 'id', 'line', 'orderId', 'status'];

interface Unit {
  id: number;
  status: string;
  batchId: string | null;
  line: number | null;
  orderId: number | null;
  createdAt: string;
}

/** `EUW : user : password : ...` → its username and password, the parts that must never be listed. */
const secretsOf = (line: string) => line.split(' : ').slice(1, 3);

describe('product units REST routes', () => {
  let shop: Shop;
  let stack: Stack;
  let admin: ApiClient;
  let guest: ApiClient;
  let customer: Customer;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    admin = shop.admin;
    guest = new ApiClient(stack.url);
    [customer] = await signUp(stack.url, `units${process.pid}`, 1);
  });

  afterAll(async () => {
    await shop.close();
  });

  /** A product with `lines` added as its stock; answers its id. */
  async function stockedProduct(title: string, lines: string[]): Promise<number> {
    const created = await admin.post('/api/products', { title, price: '2.00' });
    expect(created.status).toBe(201);
    if (lines.length)
      expect(
        (await admin.post(`/api/products/${created.body.id}/bulk-stock`, { accounts: lines.join('\n') })).status,
      ).toBe(200);
    return created.body.id as number;
  }

  /** An edit of a unit's credentials, re-authenticated as it must be (X-Admin-Password). */
  const editUnit = (path: string, body: unknown) =>
    admin.request('PUT', path, body, { headers: { 'x-admin-password': ADMIN_PASSWORD } });

  const units = async (productId: number): Promise<Unit[]> => {
    const answer = await admin.get(`/api/products/${productId}/units`);
    expect(answer.status).toBe(200);
    return answer.body as Unit[];
  };
  /** Audit entries of one action on one unit, newest first. */
  const auditOf = async (action: string, unitId: number) =>
    ((await admin.get('/api/admin/audit?limit=200')).body.entries as Array<{ action: string; target: string }>).filter(
      (entry) => entry.action === action && entry.target === `unit:${unitId}`,
    );
  const publicStock = async (productId: number) =>
    (await guest.get(`/api/products/detail/${productId}`)).body.stock as number;

  it('the same accounts added by several requests at once are stored once; the others are refused with a message, never a 5xx', async () => {
    const productId = await stockedProduct('Stock race', []);
    const accounts = [accountLine(), accountLine(), accountLine()].join('\n');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => admin.post(`/api/products/${productId}/bulk-stock`, { accounts })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect([400, 409]).toContain(refused.status);
      expect(refused.body.message).toEqual(expect.any(String));
    }
    expect(await units(productId)).toHaveLength(3);
  });

  it('adds stock to a product with a dry run first: the dry run counts the lines and stores nothing', async () => {
    const productId = await stockedProduct('Stock dry run', []);
    const lines = [accountLine(), '', accountLine()];
    const dry = await admin.post(`/api/products/${productId}/bulk-stock`, { accounts: lines.join('\n'), dryRun: true });
    expect(dry).toMatchObject({ status: 200, body: { addedCount: 2, stockTotal: 0, dryRun: true } });
    expect(await units(productId)).toEqual([]);
    expect(await publicStock(productId)).toBe(0);

    const bad = await admin.post(`/api/products/${productId}/bulk-stock`, {
      accounts: `${accountLine()}\nnot an account`,
      dryRun: true,
    });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^Line 2: /) } });
    expect(
      await admin.post(`/api/products/${productId}/bulk-stock`, { accounts: lines[0], dryRun: 'maybe' }),
    ).toMatchObject({ status: 400, body: { message: 'dryRun must be true or false.' } });

    const added = await admin.post(`/api/products/${productId}/bulk-stock`, { accounts: lines.join('\n') });
    expect(added).toMatchObject({ status: 200, body: { addedCount: 2, stockTotal: 2, dryRun: false } });
    expect(await publicStock(productId)).toBe(2);
    // The same accounts again are refused, in a dry run too.
    expect(
      (await admin.post(`/api/products/${productId}/bulk-stock`, { accounts: lines[0], dryRun: true })).status,
    ).toBe(400);
  });

  it('lists units with status, batch, line and order, never their credentials', async () => {
    const lines = [accountLine(), accountLine()];
    const productId = await stockedProduct('Units listed', lines);
    const imported = await admin.post('/api/products/bulk-import', {
      accounts: accountLine(),
      basePrice: 1,
      title: 'Units imported',
    });
    expect(imported.status).toBe(200);
    const importedProduct = ((await admin.get('/api/products')).body as Array<{ id: number; title: string }>).find(
      (p) => p.title === 'Units imported',
    )!;

    const list = await admin.get(`/api/products/${productId}/units`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    for (const unit of list.body as Unit[]) {
      expect(Object.keys(unit).sort()).toEqual(UNIT_KEYS);
      expect(unit).toMatchObject({ status: 'active', batchId: null, line: null, orderId: null });
      expect(Number.isNaN(Date.parse(unit.createdAt))).toBe(false);
    }
    for (const secret of lines.flatMap(secretsOf)) expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(await units(importedProduct.id)).toEqual([
      expect.objectContaining({ status: 'active', batchId: imported.body.batchId, line: 1, orderId: null }),
    ]);

    // A sale shows its order.
    await fund(admin, customer, '10.00');
    const order = await customer.client.post('/api/orders', { productId });
    expect(order.status).toBe(201);
    const sold = (await units(productId)).filter((unit) => unit.orderId !== null);
    expect(sold).toEqual([expect.objectContaining({ status: 'active', orderId: order.body.id })]);
  });

  it('refuses guests (401), customers (403) and bad or unknown ids (400/404) on every route', async () => {
    const productId = await stockedProduct('Units guarded', [accountLine()]);
    const [unit] = await units(productId);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/products/${productId}/units`],
      ['GET', `/api/units/${unit.id}/credentials?reason=check`],
      ['PUT', `/api/units/${unit.id}`, { credentials: accountLine() }],
      ['DELETE', `/api/units/${unit.id}`],
    ];
    for (const [method, path, payload] of routes) {
      expect({ path, ...(await guest.request(method, path, payload)) }).toMatchObject({ path, status: 401 });
      expect({ path, ...(await customer.client.request(method, path, payload)) }).toMatchObject({
        path,
        status: 403,
        body: { message: 'Admins only.' },
      });
    }
    // A customer with the admin's password header is still a customer.
    expect(
      (
        await customer.client.request('GET', `/api/units/${unit.id}/credentials?reason=check`, undefined, {
          headers: { 'x-admin-password': ADMIN_PASSWORD },
        })
      ).status,
    ).toBe(403);

    expect(await admin.get('/api/products/abc/units')).toMatchObject({
      status: 400,
      body: { message: 'Invalid product id.' },
    });
    expect(await admin.get('/api/products/999999/units')).toMatchObject({
      status: 404,
      body: { message: 'Product not found.' },
    });
    const reauthed = { headers: { 'x-admin-password': ADMIN_PASSWORD } };
    expect(await admin.request('GET', '/api/units/0/credentials?reason=check', undefined, reauthed)).toMatchObject({
      status: 400,
      body: { message: 'Invalid unit id.' },
    });
    expect(await admin.request('GET', '/api/units/999999/credentials?reason=check', undefined, reauthed)).toMatchObject(
      {
        status: 404,
        body: { message: 'Account unit not found.' },
      },
    );
    expect(await editUnit('/api/units/x1', { credentials: accountLine() })).toMatchObject({
      status: 400,
      body: { message: 'Invalid unit id.' },
    });
    expect(await editUnit('/api/units/999999', { credentials: accountLine() })).toMatchObject({
      status: 404,
      body: { message: 'Account unit not found.' },
    });
    expect(await admin.request('DELETE', '/api/units/999999')).toMatchObject({
      status: 404,
      body: { message: 'Account unit not found.' },
    });
    // Nothing of the above changed the unit.
    expect(await units(productId)).toEqual([unit]);
  });

  it("reveals one unit's credentials only after re-authentication, and audits it", async () => {
    const line = accountLine();
    const productId = await stockedProduct('Units revealed', [line]);
    const [unit] = await units(productId);
    const reveal = new ApiClient(stack.url);
    expect((await reveal.post('/api/login', { email: 'admin@shop.test', password: ADMIN_PASSWORD })).status).toBe(200);

    const refused = await reveal.get(`/api/units/${unit.id}/credentials?reason=check`);
    expect(refused).toMatchObject({
      status: 401,
      body: { message: "Re-enter your password to see an account's credentials." },
    });
    expect(JSON.stringify(refused.body)).not.toContain(secretsOf(line)[1]);
    expect(
      (
        await reveal.request('GET', `/api/units/${unit.id}/credentials?reason=check`, undefined, {
          headers: { 'x-admin-password': 'wrong-password' },
        })
      ).status,
    ).toBe(401);

    const withHeader = await reveal.request('GET', `/api/units/${unit.id}/credentials?reason=check`, undefined, {
      headers: { 'x-admin-password': ADMIN_PASSWORD },
    });
    expect(withHeader).toMatchObject({ status: 200, body: { credentials: line } });
    expect(Object.keys(withHeader.body)).toEqual(['credentials']);
    expect(withHeader.headers.get('cache-control')).toBe('no-store');

    // A fresh re-authentication of another session works too, for 5 minutes, without the header.
    const other = new ApiClient(stack.url);
    await other.post('/api/login', { email: 'admin@shop.test', password: ADMIN_PASSWORD });
    expect((await other.post('/api/admin/reauth', { password: ADMIN_PASSWORD })).status).toBe(200);
    expect(await other.get(`/api/units/${unit.id}/credentials?reason=check`)).toMatchObject({
      status: 200,
      body: { credentials: line },
    });

    const audit = (await admin.get('/api/admin/audit?limit=50')).body.entries as Array<{
      action: string;
      target: string;
      details?: string;
      outcome: string;
    }>;
    const reveals = audit.filter(
      (entry) => entry.action === 'credentials.reveal' && entry.target === `unit:${unit.id}`,
    );
    expect(reveals).toHaveLength(2);
    expect(reveals[0]).toMatchObject({ details: `product:${productId}; reason: check`, outcome: 'ok' });
    // The audit log keeps who looked, never what they saw.
    expect(JSON.stringify(audit)).not.toContain(secretsOf(line)[1]);
  });

  it('edits an unsold unit: the line must parse on the same server and is stored sealed; duplicates are a 409', async () => {
    const [first, second] = [accountLine(), accountLine()];
    const productId = await stockedProduct('Units edited', [first, second]);
    const [unit, neighbour] = await units(productId);
    const [, user] = first.split(' : ');
    const fixed = first.replace(/Pw-\d+-secret/, 'Fixed-Password-1').replace(`${user}@mail.test`, `${user}@fixed.test`);

    expect(await editUnit(`/api/units/${unit.id}`, {})).toMatchObject({
      status: 400,
      body: { message: "Enter the account's credentials (one account line)." },
    });
    expect(await editUnit(`/api/units/${unit.id}`, { credentials: 'EUW:only-a-user' })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Expected at least/) },
    });
    expect(await editUnit(`/api/units/${unit.id}`, { credentials: `${fixed}\n${second}` })).toMatchObject({
      status: 400,
      body: { message: 'Enter one account line.' },
    });
    expect(await editUnit(`/api/units/${unit.id}`, { credentials: fixed.replace(/^EUW/, 'NA') })).toMatchObject({
      status: 400,
      body: { message: 'The server cannot change (this account is on EUW).' },
    });
    expect(await editUnit(`/api/units/${unit.id}`, { credentials: second })).toMatchObject({
      status: 409,
      body: { message: 'Another unit already holds this account.' },
    });

    const edited = await editUnit(`/api/units/${unit.id}`, { credentials: fixed });
    expect(edited).toMatchObject({ status: 200, body: { id: unit.id, status: 'active', orderId: null } });
    expect(Object.keys(edited.body).sort()).toEqual(UNIT_KEYS);
    expect(JSON.stringify(edited.body)).not.toContain('Fixed-Password-1');
    expect(await auditOf('unit.update', unit.id)).toEqual([
      expect.objectContaining({ userId: 1, details: `product:${productId}`, outcome: 'ok' }),
    ]);
    // The audit log (which also records the operation and its variables) never holds the new line.
    expect(JSON.stringify((await admin.get('/api/admin/audit?limit=200')).body)).not.toContain('Fixed-Password-1');
    const reauthed = { headers: { 'x-admin-password': ADMIN_PASSWORD } };
    expect(
      (await admin.request('GET', `/api/units/${unit.id}/credentials?reason=check`, undefined, reauthed)).body
        .credentials,
    ).toBe(fixed);
    expect(
      (await admin.request('GET', `/api/units/${neighbour.id}/credentials?reason=check`, undefined, reauthed)).body
        .credentials,
    ).toBe(second);

    // Stored sealed, like every credential: the database holds neither the new password nor the e-mail.
    const { pool } = shop;
    const { rows } = await pool.query('select credentials from commerce.inventory_unit where id = $1', [unit.id]);
    expect(rows[0].credentials).toMatch(/^enc2\./);
    expect(rows[0].credentials).not.toContain('Fixed-Password-1');

    // The buyer gets the corrected line.
    const [buyer] = await signUp(stack.url, `unitbuyer${process.pid}`, 1);
    await fund(admin, buyer, '10.00');
    const order = await buyer.client.post('/api/orders', { productId });
    expect(order.status).toBe(201);
    expect(order.body.accountDetails).toBe(fixed);
  });

  it('withdraws an unsold unit: the public stock drops at once and the unit is never sold; a sold unit is a 409', async () => {
    const productId = await stockedProduct('Units withdrawn', [accountLine(), accountLine()]);
    const path = `/api/products/detail/${productId}`;
    // Public reads are cached by the gateway: read twice so the second answer comes from memory.
    await guest.get(path);
    const cached = await guest.get(path);
    expect([cached.headers.get('x-cache'), cached.body.stock]).toEqual(['HIT', 2]);

    const [first, second] = await units(productId);
    const withdrawn = await admin.request('DELETE', `/api/units/${first.id}`);
    expect(withdrawn).toMatchObject({ status: 200, body: { id: first.id, status: 'withdrawn', orderId: null } });
    expect(await auditOf('unit.withdraw', first.id)).toEqual([
      expect.objectContaining({ userId: 1, details: `product:${productId}` }),
    ]);
    expect((await guest.get(path)).body.stock).toBe(1);
    expect(await admin.request('DELETE', `/api/units/${first.id}`)).toMatchObject({
      status: 409,
      body: { message: 'This account was withdrawn: it cannot be withdrawn.' },
    });
    expect(await editUnit(`/api/units/${first.id}`, { credentials: accountLine() })).toMatchObject({
      status: 409,
      body: { message: 'This account was withdrawn: it cannot be edited.' },
    });

    // The one unit left is sold; the withdrawn one never is.
    const [buyer] = await signUp(stack.url, `withdrawbuyer${process.pid}`, 1);
    await fund(admin, buyer, '10.00');
    const order = await buyer.client.post('/api/orders', { productId });
    expect(order.status).toBe(201);
    expect(await publicStock(productId)).toBe(0);
    expect((await buyer.client.post('/api/orders', { productId })).status).toBe(409);
    expect(await units(productId)).toEqual([
      expect.objectContaining({ id: first.id, status: 'withdrawn', orderId: null }),
      expect.objectContaining({ id: second.id, status: 'active', orderId: order.body.id }),
    ]);

    const soldEdit = await editUnit(`/api/units/${second.id}`, { credentials: accountLine() });
    expect(soldEdit).toMatchObject({
      status: 409,
      body: { message: `This account is already sold (order #${order.body.id}): it cannot be edited.` },
    });
    const soldWithdraw = await admin.request('DELETE', `/api/units/${second.id}`);
    expect(soldWithdraw).toMatchObject({
      status: 409,
      body: { message: `This account is already sold (order #${order.body.id}): it cannot be withdrawn.` },
    });
    // The refused edit left the sold unit as its buyer got it; an admin still reveals a withdrawn unit (for the record).
    const reauthed = { headers: { 'x-admin-password': ADMIN_PASSWORD } };
    expect(
      (await admin.request('GET', `/api/units/${second.id}/credentials?reason=check`, undefined, reauthed)).body,
    ).toEqual({
      credentials: order.body.accountDetails,
    });
    expect(
      (await admin.request('GET', `/api/units/${first.id}/credentials?reason=check`, undefined, reauthed)).status,
    ).toBe(200);
  });

  it('never sells a withdrawn unit nor withdraws a sold one when purchases and withdrawals race', async () => {
    const productId = await stockedProduct(
      'Units raced',
      Array.from({ length: 6 }, () => accountLine()),
    );
    const listed = await units(productId);
    const buyers = await signUp(stack.url, `unitrace${process.pid}`, 6);
    await Promise.all(buyers.map((buyer) => fund(admin, buyer, '10.00')));
    const targets = listed.slice(0, 4);
    const [orders, withdrawals] = await Promise.all([
      Promise.all(buyers.map((buyer) => buyer.client.post('/api/orders', { productId }))),
      Promise.all(targets.map((unit) => admin.request('DELETE', `/api/units/${unit.id}`))),
    ]);
    expect([...orders, ...withdrawals].every((answer) => [200, 201, 409].includes(answer.status))).toBe(true);

    const after = await units(productId);
    const sold = after.filter((unit) => unit.orderId !== null);
    const withdrawn = after.filter((unit) => unit.status === 'withdrawn');
    // Each unit went one way at most: sold ones are active with an order, withdrawn ones have none.
    expect(sold.every((unit) => unit.status === 'active')).toBe(true);
    expect(withdrawn.every((unit) => unit.orderId === null)).toBe(true);
    expect(sold.length).toBe(orders.filter((answer) => answer.status === 201).length);
    expect(withdrawn.length).toBe(withdrawals.filter((answer) => answer.status === 200).length);
    // A refused withdrawal is a unit a purchase took first.
    targets.forEach((unit, index) => {
      const now = after.find((entry) => entry.id === unit.id)!;
      expect(withdrawals[index].status === 409 ? now.orderId !== null : now.status === 'withdrawn').toBe(true);
    });
    // Stock: whatever neither sold nor withdrawn, so every buyer either got a unit or stock is gone.
    expect(sold.length + withdrawn.length).toBe(6);
    expect(await publicStock(productId)).toBe(0);
  });
});
