import type { EntityManager } from '@mikro-orm/postgresql';
import { openOrm } from '@shop/server-kit';
import { migrations } from '../src/migrations';
import { commerceOrmOptions } from '../src/mikro-orm.config';
import { testDatabaseUrl } from '../../../test-support/db';

// Orders written before the spec's status model (delivered ones as `completed`), then the
// migration runs as on the first start of the new version: each keeps its meaning.
describe('migration to the spec order statuses', () => {
  const databaseUrl = testDatabaseUrl('commerce_status_migration');
  const statuses = migrations.findIndex((migration) => migration.name === 'Migration20261125120000');

  it('maps completed to delivered and the old spellings to the spec values, and leaves the others', async () => {
    const before = await openOrm({ ...commerceOrmOptions(databaseUrl), migrations: migrations.slice(0, statuses) });
    const sql = (text: string, params: unknown[] = []) => (before.em.fork() as EntityManager).execute(text, params);
    const [user] = await sql(
      `insert into commerce."user" (username, email, password_hash) values ('old', 'old@shop.test', 'x') returning id`,
    );
    for (const status of ['completed', 'pending', 'refunded', 'waiting', 'canceled', 'processing']) {
      await sql(
        `insert into commerce."order" (user_id, product_id, product_title, total_price, status, delivery_status, account_delivered) values (?, 1, ?, 1.00, ?, 'waiting', false)`,
        [user.id, status, status],
      );
    }
    await before.close(true);

    const after = await openOrm(commerceOrmOptions(databaseUrl));
    try {
      const rows = await (after.em.fork() as EntityManager).execute(
        'select product_title, status, delivery_notes, cancel_reason from commerce."order" order by id',
      );
      expect(rows.map((row) => [row.product_title, row.status])).toEqual([
        ['completed', 'delivered'],
        ['pending', 'pending'],
        ['refunded', 'refunded'],
        ['waiting', 'pending'],
        ['canceled', 'cancelled'],
        ['processing', 'processing'],
      ]);
      expect(rows.every((row) => row.delivery_notes === null && row.cancel_reason === null)).toBe(true);
    } finally {
      await after.close(true);
    }
  });
});
