import type { EntityManager } from '@mikro-orm/postgresql';
import { openOrm } from '@shop/server-kit';
import { migrations } from '../src/migrations';
import { commerceOrmOptions } from '../src/mikro-orm.config';
import { testDatabaseUrl } from '../../../test-support/db';

// Orders written before `order.delivered_at` (issue 38, the trust page's delivery time), then the
// migration runs as on the first start of the new version.
describe('migration adding the delivery time of orders', () => {
  const databaseUrl = testDatabaseUrl('commerce_delivered_at_migration');
  const added = migrations.findIndex((migration) => migration.name === 'Migration20261130140000');

  it('dates a unit at its payment, a hand delivery at its activity entry, and leaves the undelivered and the undated null', async () => {
    const before = await openOrm({ ...commerceOrmOptions(databaseUrl), migrations: migrations.slice(0, added) });
    const sql = (text: string, params: unknown[] = []) => (before.em.fork() as EntityManager).execute(text, params);
    const [user] = await sql(
      `insert into commerce."user" (username, email, password_hash) values ('old', 'old@shop.test', 'x') returning id`,
    );
    const order = async (title: string, method: string, delivered: boolean) =>
      (
        await sql(
          `insert into commerce."order" (user_id, product_id, product_title, total_price, status, delivery_status,
             delivery_method, account_delivered, order_date)
           values (?, 1, ?, 1.00, ?, 'waiting', ?, ?, '2026-11-01T10:00:00Z') returning id`,
          [user.id, title, delivered ? 'delivered' : 'pending', method, delivered],
        )
      )[0].id as number;
    await order('unit', 'automatic', true);
    const byHand = await order('by hand', 'manual', true);
    await order('waiting', 'manual', false);
    await order('by hand, no entry', 'manual', true);
    for (const at of ['2026-11-01T12:30:00Z', '2026-11-02T09:00:00Z'])
      await sql(
        `insert into commerce.activity_entry (user_id, action, details, metadata, created_at)
         values (?, 'order_delivered', 'delivered', ?, ?)`,
        [user.id, JSON.stringify({ orderId: byHand, actorId: 1 }), at],
      );
    await before.close(true);

    const after = await openOrm(commerceOrmOptions(databaseUrl));
    try {
      const rows = await (after.em.fork() as EntityManager).execute(
        `select product_title, to_char(delivered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as delivered
           from commerce."order" order by id`,
      );
      expect(rows.map((row) => [row.product_title, row.delivered])).toEqual([
        ['unit', '2026-11-01T10:00:00'],
        ['by hand', '2026-11-01T12:30:00'],
        ['waiting', null],
        ['by hand, no entry', null],
      ]);
    } finally {
      await after.close(true);
    }
  });
});
