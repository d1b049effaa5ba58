import { accountLine } from '../test-support/account-line';
import { figure } from './figure';
import { ADMIN, fund, type Shop, signUp, startShop, unitProduct } from '../test-support/shop';
import { ApiClient, type Stack } from '../test-support/stack';

// Issue 30 item 5: the audit fails closed (an admin write whose audit row cannot be written is
// refused, and a credential reveal that cannot be recorded is not answered), refused admin
// attempts of signed-in users are in the audit, and delivery notes are redacted there. PostgreSQL
// is made to refuse inserts into gateway.audit_entry with a trigger, as a full disk or a revoked
// grant would; everything else keeps working. Real gateway, subgraphs and PostgreSQL.

const AUDIT_DOWN = 'The audit log cannot be written right now, so this was not done. Try again shortly.';

interface Entry {
  id: number;
  action: string;
  target: string;
  details?: string;
  userId: number | null;
  outcome: string;
}

describe('the audit log fails closed and records refusals', () => {
  let shop: Shop;
  let stack: Stack;
  let admin: ApiClient;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    admin = shop.admin;
    await shop.sql(`create or replace function gateway.audit_refuse() returns trigger language plpgsql as $$
      begin raise exception 'audit_entry is read-only in this test'; end $$`);
  });

  afterAll(async () => {
    await auditUp();
    await shop?.close();
  });

  const auditDown = () =>
    shop.sql(`create or replace trigger audit_refuse before insert on gateway.audit_entry
      for each row execute function gateway.audit_refuse()`);
  const auditUp = () => shop?.sql('drop trigger if exists audit_refuse on gateway.audit_entry');
  const entries = async (): Promise<Entry[]> => (await admin.get('/api/admin/audit?limit=100')).body.entries;
  const statusOf = async (userId: number) =>
    (await shop.sql('select status from commerce."user" where id = ?', [userId]))[0].status as string;

  it('an admin write whose audit row cannot be written is refused with 503 and not done, by REST and GraphQL', async () => {
    const [target] = await signUp(stack.url, `auditdown${process.pid}`, 1);
    const before = await statusOf(target.id);
    await auditDown();
    let answers: Array<{ status: number; body: any }>;
    try {
      answers = [
        await admin.request('PATCH', `/api/users/${target.id}/status`, { status: 'Banned' }),
        await admin.post('/graphql', {
          query: 'mutation($id:Int!){ setUserStatus(id:$id, status: Banned){ id status } }',
          variables: { id: target.id },
        }),
      ];
    } finally {
      await auditUp();
    }
    const done = (await statusOf(target.id)) !== before;
    figure('admin writes done while the audit log could not be written (REST, GraphQL)', done ? 'some' : '0 of 2');
    expect(done).toBe(false);
    expect(answers[0]).toMatchObject({ status: 503, body: { message: AUDIT_DOWN } });
    expect(answers[1].status).toBe(503);
    expect(answers[1].body.errors[0]).toMatchObject({
      message: AUDIT_DOWN,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });

    // With the log back, the same write runs and is recorded with its outcome.
    const banned = await admin.request('PATCH', `/api/users/${target.id}/status`, { status: 'Banned' });
    expect(banned.status).toBe(200);
    expect(await statusOf(target.id)).toBe('Banned');
    expect((await entries()).find((entry) => entry.action === 'mutation setUserStatus')).toMatchObject({
      target: `id:${target.id}`,
      outcome: 'ok',
      userId: 1,
    });
  });

  it('a credential reveal that cannot be recorded is not answered', async () => {
    const line = accountLine();
    const productId = await unitProduct(admin, 'Audit down reveal', '1.00');
    expect((await admin.post(`/api/products/${productId}/bulk-stock`, { accounts: line })).status).toBe(200);
    const [unit] = (await admin.get(`/api/products/${productId}/units`)).body as Array<{ id: number }>;
    expect((await admin.post('/api/admin/reauth', { password: ADMIN.password })).status).toBe(200);
    await auditDown();
    let answer: { status: number; body: unknown };
    try {
      answer = await admin.get(`/api/units/${unit.id}/credentials?reason=audit%20down`);
    } finally {
      await auditUp();
    }
    expect(answer).toMatchObject({ status: 503, body: { message: AUDIT_DOWN } });
    expect(JSON.stringify(answer.body)).not.toContain(line.split(' : ')[2]);
    expect((await admin.get(`/api/units/${unit.id}/credentials?reason=audit%20up`)).body.credentials).toBe(line);
  });

  it("refused admin attempts of signed-in users are recorded (REST and GraphQL), guests' are not", async () => {
    const [customer] = await signUp(stack.url, `prober${process.pid}`, 1);
    const guest = new ApiClient(stack.url);
    const since = Math.max(0, ...(await entries()).map((entry) => entry.id));

    expect((await customer.client.get('/api/orders')).status).toBe(403);
    expect((await customer.client.request('PATCH', `/api/users/${customer.id}/admin`, { isAdmin: true })).status).toBe(
      403,
    );
    const viaGraphql = await customer.client.post('/graphql', {
      query: `mutation { promote: setUserAdmin(id: ${customer.id}, isAdmin: true) { id } }`,
    });
    expect(viaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const adminRead = await customer.client.post('/graphql', { query: '{ adminOrders { id } }' });
    expect(adminRead.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await guest.get('/api/orders')).status).toBe(401);
    expect((await guest.post('/graphql', { query: '{ adminOrders { id } }' })).status).toBe(200);

    const refused = (await entries()).filter((entry) => entry.id > since && entry.outcome === 'refused');
    figure('refused admin attempts of a customer recorded in the audit (2 REST, 2 GraphQL)', refused.length);
    expect(refused.map((entry) => [entry.userId, entry.action]).sort()).toEqual(
      [
        [customer.id, 'refused GET /api/orders'],
        [customer.id, `refused PATCH /api/users/${customer.id}/admin`],
        [customer.id, 'refused setUserAdmin'],
        [customer.id, 'refused adminOrders'],
      ].sort(),
    );
    // The target, never the arguments (the caller's own text).
    expect(refused.find((entry) => entry.action === 'refused setUserAdmin')).toMatchObject({
      target: `id:${customer.id}`,
    });
    expect(refused.every((entry) => entry.details === undefined)).toBe(true);
  });

  it('delivery notes are redacted in the audit, like credentials', async () => {
    const [buyer] = await signUp(stack.url, `notes${process.pid}`, 1);
    await fund(admin, buyer, '10.00');
    const product = await admin.post('/api/products', { title: 'Audit notes', price: '1.00', stock: 1 });
    const order = await buyer.client.post('/api/orders', { productId: product.body.id });
    expect(order.status).toBe(201);
    const notes = `Recovery code RC-${process.pid}-7731 for the mail box`;
    const line = accountLine();
    const delivered = await admin.post(`/api/orders/${order.body.id}/deliver`, {
      accountDetails: line,
      deliveryNotes: notes,
    });
    expect(delivered.status).toBe(200);
    const entry = (await entries()).find(
      (candidate) => candidate.action === 'mutation deliverOrder' && candidate.target === `orderId:${order.body.id}`,
    );
    expect(entry?.details).toContain('"deliveryNotes":"[redacted]"');
    expect(entry?.details).toContain('"accountDetails":"[redacted]"');
    const everything = JSON.stringify(await shop.sql('select details from gateway.audit_entry'));
    expect(everything).not.toContain(`RC-${process.pid}-7731`);
    expect(everything).not.toContain(line.split(' : ')[2]);
  });
});
