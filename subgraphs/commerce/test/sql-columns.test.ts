import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { openOrm } from '@shop/server-kit';
import { Client } from 'pg';
import { testDatabaseUrl } from '../../../test-support/db';
import { commerceOrmOptions, SCHEMA } from '../src/mikro-orm.config';
import { ALERT_SQL } from '../src/modules/alerts/alert.service';
import { RESTOCK_SQL } from '../src/modules/alerts/restock-notifier';
import { ORDER_SQL } from '../src/modules/order/order.repository';
import { LEDGER_SQL } from '../src/modules/wallet/ledger';
import { POLICY_SQL } from '../src/modules/warranty/claim-policy';
import { CLAIM_SQL } from '../src/modules/warranty/claim.repository';
import { SELECT_CLAIMS, SIGNALS_SQL } from '../src/modules/warranty/claim.service';
import { UNIT_LIFE_SQL } from '../src/modules/warranty/unit-life';
import { RULES_SQL } from '../src/modules/warranty/warranty-rules';

/**
 * The hand-written SQL of the purchase, the warranty and the restock alerts (order.repository.ts,
 * ledger.ts, claim.repository.ts, claim-policy.ts, claim.service.ts, unit-life.ts,
 * warranty-rules.ts, alert.service.ts, restock-notifier.ts) against the MikroORM entities
 * and a migrated database: every statement must prepare on the real tables (PostgreSQL checks
 * every column it names), every column an INSERT or UPDATE writes must be a column of the entity,
 * and every table the SQL names must have exactly the entity's columns. A column renamed or
 * dropped on one side (entity, migration or SQL) without the others fails here, not in a purchase.
 */
const STATEMENTS: Record<string, string> = {
  ...prefixed('order', ORDER_SQL),
  ...prefixed('ledger', LEDGER_SQL),
  // The warranty's statements (issue 30: its new columns in the entities and the migration alike).
  ...prefixed('claim', CLAIM_SQL),
  ...prefixed('policy', POLICY_SQL),
  'rules.read': RULES_SQL,
  'claim.read': `${SELECT_CLAIMS} where c.id = ?`,
  'claim.signals': SIGNALS_SQL,
  ...prefixed('unitLife', UNIT_LIFE_SQL),
  // The restock alerts' (on the entity manager, `?` placeholders).
  ...prefixed('alert', ALERT_SQL),
  ...prefixed('restock', RESTOCK_SQL),
};

function prefixed(prefix: string, statements: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(statements).map(([name, text]) => [`${prefix}.${name}`, text]));
}

const quoted = new RegExp(`"${SCHEMA}"\\."(\\w+)"`, 'g');

/** Tables (and sequences) a statement names, schema-qualified as all our SQL is. */
const namedRelations = (text: string) => [...text.matchAll(quoted)].map((match) => match[1]);

/** The columns each INSERT (its column list) and UPDATE (its SET list) of a statement writes, per table. */
function writtenColumns(text: string): Array<{ table: string; columns: string[] }> {
  const written: Array<{ table: string; columns: string[] }> = [];
  for (const match of text.matchAll(new RegExp(`insert into "${SCHEMA}"\\."(\\w+)"\\s*\\(([^)]*)\\)`, 'gi'))) {
    written.push({ table: match[1], columns: match[2].split(',').map((column) => column.trim().replace(/"/g, '')) });
  }
  for (const match of text.matchAll(
    new RegExp(`update "${SCHEMA}"\\."(\\w+)"\\s+set\\s+(.*?)\\s+(?:from|where)\\s`, 'gis'),
  )) {
    written.push({ table: match[1], columns: [...match[2].matchAll(/(?:^|,)\s*"?(\w+)"?\s*=/g)].map((set) => set[1]) });
  }
  return written;
}

describe('hand-written SQL against the entities and the migrated database', () => {
  let orm: MikroORM<PostgreSqlDriver>;
  let client: Client;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = testDatabaseUrl('commerce_sql_columns');
    orm = await openOrm(commerceOrmOptions(databaseUrl));
    client = new Client({ connectionString: databaseUrl });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await orm?.close(true);
  });

  /** The entity's columns by table name, from MikroORM's metadata. */
  function entityColumns(): Map<string, string[]> {
    const byTable = new Map<string, string[]>();
    for (const meta of Object.values(orm.getMetadata().getAll())) {
      if (!meta.tableName || meta.embeddable || meta.virtual) continue;
      const columns = meta.props
        .filter((prop) => prop.persist !== false && prop.fieldNames?.length)
        .flatMap((prop) => prop.fieldNames);
      byTable.set(meta.tableName, [...new Set(columns)].sort());
    }
    return byTable;
  }

  async function databaseColumns(table: string): Promise<string[]> {
    const { rows } = await client.query<{ column_name: string }>(
      'select column_name from information_schema.columns where table_schema = $1 and table_name = $2 order by column_name',
      [SCHEMA, table],
    );
    return rows.map((row) => row.column_name);
  }

  /** `?` placeholders (statements run with `em.execute`) numbered as PostgreSQL's `$1`, `$2`, ... */
  function numbered(text: string): string {
    let count = 0;
    return text.replace(/\?/g, () => `$${++count}`);
  }

  async function prepares(text: string): Promise<void> {
    await client.query(`prepare column_check as ${numbered(text)}`);
    await client.query('deallocate column_check');
  }

  it('prepares every statement on the migrated tables', async () => {
    const refused: string[] = [];
    for (const [name, text] of Object.entries(STATEMENTS)) {
      await prepares(text).catch((error: Error) => refused.push(`${name}: ${error.message}`));
    }
    expect(refused).toEqual([]);
  });

  it('names only tables whose entity has exactly the columns of the table, and writes only entity columns', async () => {
    const entities = entityColumns();
    const { rows: sequences } = await client.query<{ name: string }>(
      `select sequence_name as name from information_schema.sequences where sequence_schema = $1`,
      [SCHEMA],
    );
    const sequenceNames = new Set(sequences.map((row) => row.name));
    const tables = new Set(
      Object.values(STATEMENTS)
        .flatMap(namedRelations)
        .filter((name) => !sequenceNames.has(name)),
    );
    expect([...tables].sort()).toEqual([
      'activity_entry',
      'email_outbox',
      'import_batch',
      'inventory_unit',
      'manual_stock',
      'order',
      'restock_alert',
      'unit_event',
      'user',
      'user_notice',
      'wallet',
      'wallet_transaction',
      'warranty_claim',
      'warranty_rules',
    ]);
    for (const table of tables) {
      expect({ table, columns: entities.get(table) }).toEqual({ table, columns: await databaseColumns(table) });
    }
    const unknown = Object.entries(STATEMENTS).flatMap(([name, text]) =>
      writtenColumns(text).flatMap(({ table, columns }) =>
        columns
          .filter((column) => !entities.get(table)?.includes(column))
          .map((column) => `${name}: ${table}.${column}`),
      ),
    );
    expect(unknown).toEqual([]);
    // The parser of the written columns saw every INSERT and UPDATE of the purchase, the warranty and the alerts.
    const written = Object.values(STATEMENTS)
      .flatMap(writtenColumns)
      .map(({ table }) => table);
    expect([...new Set(written)].sort()).toEqual([
      'activity_entry',
      'email_outbox',
      'import_batch',
      'inventory_unit',
      'manual_stock',
      'order',
      'restock_alert',
      'unit_event',
      'user_notice',
      'wallet',
      'wallet_transaction',
      'warranty_claim',
    ]);
  });

  it('catches a column the database does not have and one the entity does not know', async () => {
    // The same checks on a statement that disagrees: they are what would fail.
    const misspelt = ORDER_SQL.insertOrder.replace('account_details,', 'account_detail,');
    await expect(prepares(misspelt)).rejects.toThrow('column "account_detail" of relation "order" does not exist');
    // A statement with `?` placeholders (run through the entity manager) is prepared as well.
    await expect(prepares(RESTOCK_SQL.notified.replace('notified_at', 'notified_on'))).rejects.toThrow(
      'column "notified_on" of relation "restock_alert" does not exist',
    );
    const entities = entityColumns();
    const extra = writtenColumns(
      LEDGER_SQL.post.replace('payment_event_id)', 'payment_event_id, reversed_by)'),
    ).flatMap(({ table, columns }) => columns.filter((column) => !entities.get(table)?.includes(column)));
    expect(extra).toEqual(['reversed_by']);
  });
});
