import { type Shop, startShop } from '../../test-support/shop';

/**
 * The admin's İzleme tab's figures (issue 38 item 4, docs/operations.md#monitoring-tab-in-the-admin-panel)
 * through the real gateway: 24 hours, hour by hour, over rows written in PostgreSQL at chosen times,
 * each checked exactly in the hours they fall in; admin-only (a customer gets FORBIDDEN, a guest
 * UNAUTHENTICATED).
 */
jest.setTimeout(120_000);

const QUERY = 'query { monitoringHours { hour orders revenue claimsOpened outboxOldestSeconds importQueue } }';

interface Hour {
  hour: string;
  orders: number;
  revenue: string;
  claimsOpened: number;
  outboxOldestSeconds: number;
  importQueue: number;
}

describe('monitoring hours', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop();
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('refuses a customer with FORBIDDEN and a guest with UNAUTHENTICATED', async () => {
    const [customer] = await shop.signUp('watcher', 1);
    const refused = await customer.client.post('/graphql', { query: QUERY });
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors.map((error: { extensions: { code: string } }) => error.extensions.code)).toEqual([
      'FORBIDDEN',
    ]);
    const guest = await shop.client().post('/graphql', { query: QUERY });
    expect(guest.body.errors.map((error: { extensions: { code: string } }) => error.extensions.code)).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('answers the admin 24 hours of orders, revenue, claims, the outbox’s oldest age and the import queue', async () => {
    const [buyer] = await shop.signUp('hourly', 1);
    // Every e-mail so far sent at once: the outbox's age is this test's row alone.
    await shop.sql(`update commerce.email_outbox set status = 'sent', sent_at = created_at`);
    const [{ start }] = await shop.sql<{ start: string }>(`select date_trunc('hour', now())::text as start`);
    const at = (minutesBefore: number) => `'${start}'::timestamptz - interval '${minutesBefore} minutes'`;
    const order = (minutesBefore: number, price: string, status = 'delivered') =>
      shop.sql<{ id: number }>(
        `insert into commerce."order" (user_id, product_id, product_title, total_price, status, delivery_status, order_date)
         values (?, 1, 'Hourly', ?, ?, 'delivered', ${at(minutesBefore)}) returning id`,
        [buyer.id, price, status],
      );
    // The hour before this one: two orders (10.00 + 5.55) and a cancelled one; five hours back: one.
    const [{ id: claimed }] = await order(30, '10.00');
    await order(20, '5.55');
    await order(10, '99.99', 'cancelled');
    await order(5 * 60 - 30, '1.10');
    await shop.sql(
      `insert into commerce.warranty_claim (order_id, user_id, product_id, reason, message, created_at)
       values (?, ?, 1, 'banned', 'x', ${at(15)})`,
      [claimed, buyer.id],
    );
    // An e-mail waiting since 90 minutes before this hour, and an import batch staged 150 minutes before it.
    await shop.sql(
      `insert into commerce.email_outbox (to_address, subject, body, created_at) values ('a@shop.test', 'Hi', 'Hi', ${at(90)})`,
    );
    await shop.sql(
      `insert into commerce.import_batch (id, format, template, created_at, updated_at)
       values (gen_random_uuid(), 'old', '{}', ${at(150)}, ${at(150)})`,
    );

    const answer = await shop.admin.post('/graphql', { query: QUERY });
    expect(answer.body.errors).toBeUndefined();
    const hours: Hour[] = answer.body.data.monitoringHours;
    expect(hours).toHaveLength(24);
    const hour = (before: number) => {
      const found = hours.find((h) => Date.parse(h.hour) === Date.parse(start) - before * 3_600_000);
      if (!found) throw new Error(`no hour starting ${before} h before ${start}`);
      return found;
    };
    expect(hour(0).outboxOldestSeconds).toBeGreaterThan(90 * 60);
    expect(hour(1)).toMatchObject({
      orders: 2,
      revenue: '15.55',
      claimsOpened: 1,
      outboxOldestSeconds: 90 * 60,
      importQueue: 1,
    });
    expect(hour(2)).toMatchObject({ orders: 0, revenue: '0.00', claimsOpened: 0, outboxOldestSeconds: 30 * 60 });
    expect(hour(3)).toMatchObject({ importQueue: 1, outboxOldestSeconds: 0 });
    expect(hour(4)).toMatchObject({ importQueue: 0 });
    expect(hour(5)).toMatchObject({ orders: 1, revenue: '1.10' });
    // Oldest first, an hour apart.
    expect(hours.map((h) => Date.parse(h.hour))).toEqual(
      hours.map((_, i) => Date.parse(hours[0].hour) + i * 3_600_000),
    );
  });
});
