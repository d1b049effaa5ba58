import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { openOrm } from '@shop/server-kit';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { testDatabaseUrl } from '../../../test-support/db';
import {
  databaseColumns,
  entityColumns,
  namedRelations,
  built,
  prefixed,
  prepares,
  refusedStatements,
  sequenceNames,
  sqlLiterals,
  uncheckedLiterals,
  unknownWrittenColumns,
  writtenColumns,
  type Statements,
} from '../../../test-support/sql-columns';
import { commerceOrmOptions, SCHEMA } from '../src/mikro-orm.config';
import { ACCESS_SQL } from '../src/modules/access/access.service';
import { RIGHTS_SQL } from '../src/modules/access/rights.route';
import { ALERT_SQL } from '../src/modules/alerts/alert.service';
import { RESTOCK_SQL } from '../src/modules/alerts/restock-notifier';
import { IMPORT_ROWS_SQL, IMPORT_SQL } from '../src/modules/import/import.service';
import { PENDING_IMPORTS_SQL } from '../src/modules/import/pending-imports';
import { INVENTORY_SQL } from '../src/modules/inventory/inventory.service';
import { UNIT_ADMIN_SQL } from '../src/modules/inventory/unit-admin.service';
import { UNIT_SQL } from '../src/modules/inventory/unit.repository';
import { ORDER_SQL } from '../src/modules/order/order.repository';
import { PAYMENT_SQL } from '../src/modules/payment/payment.service';
import { VERIFICATION_SQL } from '../src/modules/user/email-verification';
import { USER_ADMIN_SQL } from '../src/modules/user/user-admin.service';
import { USER_SQL } from '../src/modules/user/user.service';
import { nextIdsSql, type SealedTable } from '../src/modules/vault/row-ids';
import { WALLET_SQL } from '../src/modules/wallet/wallet.service';
import { LEDGER_SQL } from '../src/modules/wallet/ledger';
import { POLICY_SQL } from '../src/modules/warranty/claim-policy';
import { CLAIM_SQL } from '../src/modules/warranty/claim.repository';
import { PREVIOUS_DETAILS_SQL, SELECT_CLAIMS, SIGNALS_SQL } from '../src/modules/warranty/claim.service';
import { UNIT_LIFE_SQL } from '../src/modules/warranty/unit-life';
import { RULES_SQL, RULES_WRITE_SQL } from '../src/modules/warranty/warranty-rules';

/**
 * The hand-written SQL of the purchase, the warranty and the restock alerts (order.repository.ts,
 * ledger.ts, claim.repository.ts, claim-policy.ts, claim.service.ts, unit-life.ts,
 * warranty-rules.ts, alert.service.ts, restock-notifier.ts) against the MikroORM entities
 * and a migrated database: every statement must prepare on the real tables (PostgreSQL checks
 * every column it names), every column an INSERT or UPDATE writes must be a column of the entity,
 * and every table the SQL names must have exactly the entity's columns. A column renamed or
 * dropped on one side (entity, migration or SQL) without the others fails here, not in a purchase.
 */
const STATEMENTS: Statements = {
  ...prefixed('order', ORDER_SQL),
  ...prefixed('ledger', LEDGER_SQL),
  // The warranty's statements (issue 30: its new columns in the entities and the migration alike).
  ...prefixed('claim', CLAIM_SQL),
  ...prefixed('policy', POLICY_SQL),
  'rules.read': RULES_SQL,
  'rules.write': RULES_WRITE_SQL,
  'claim.read': `${SELECT_CLAIMS} where c.id = ?`,
  'claim.signals': SIGNALS_SQL,
  'claim.previousDetails': PREVIOUS_DETAILS_SQL,
  ...prefixed('unitLife', UNIT_LIFE_SQL),
  // The restock alerts' (on the entity manager, `?` placeholders).
  ...prefixed('alert', ALERT_SQL),
  ...prefixed('restock', RESTOCK_SQL),
  // Imports, stock and the admin's units (`?` placeholders; the multi-row ones built for two rows).
  ...prefixed('import', IMPORT_SQL),
  ...built('import', IMPORT_ROWS_SQL),
  ...prefixed('pendingImports', PENDING_IMPORTS_SQL),
  ...prefixed('inventory', INVENTORY_SQL),
  ...prefixed('unit', UNIT_SQL),
  ...prefixed('unitAdmin', UNIT_ADMIN_SQL),
  // Ids of sealed rows taken before the row is written (order-admin's delivery, imports, claims).
  ...Object.fromEntries(
    (['inventory_unit', 'order', 'email_outbox', 'warranty_claim'] satisfies SealedTable[]).map((table) => [
      `nextIds.${table}`,
      nextIdsSql(table),
    ]),
  ),
  // Users, access, payments and the wallet's reads.
  ...prefixed('user', USER_SQL),
  ...prefixed('userAdmin', USER_ADMIN_SQL),
  ...prefixed('verification', VERIFICATION_SQL),
  ...prefixed('access', ACCESS_SQL),
  'access.rights': RIGHTS_SQL,
  ...prefixed('payment', PAYMENT_SQL),
  ...prefixed('wallet', WALLET_SQL),
};

/** The tables commerce's SQL names, and those it writes (a table added or gone changes these lists on purpose). */
const TABLES = [
  'activity_entry',
  'email_outbox',
  'email_verification',
  'import_batch',
  'inventory_unit',
  'manual_stock',
  'order',
  'payment',
  'payment_event',
  'restock_alert',
  'unit_event',
  'user',
  'user_notice',
  'wallet',
  'wallet_transaction',
  'warranty_claim',
  'warranty_rules',
];
/** Tables with no MikroORM entity: the e-mail verification tokens (one-time rows, written and used in SQL). */
const WITHOUT_ENTITY = ['email_verification'];
const WRITTEN_TABLES = [
  'activity_entry',
  'email_outbox',
  'email_verification',
  'import_batch',
  'inventory_unit',
  'manual_stock',
  'order',
  'payment_event',
  'restock_alert',
  'unit_event',
  'user',
  'user_notice',
  'wallet',
  'wallet_transaction',
  'warranty_claim',
  'warranty_rules',
];

describe('hand-written SQL against the entities and the migrated database', () => {
  let orm: MikroORM<PostgreSqlDriver>;
  let client: Client;

  beforeAll(async () => {
    const databaseUrl = testDatabaseUrl('commerce_sql_columns');
    orm = await openOrm(commerceOrmOptions(databaseUrl));
    client = new Client({ connectionString: databaseUrl });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await orm?.close(true);
  });

  it('prepares every statement on the migrated tables', async () => {
    expect(await refusedStatements(client, STATEMENTS)).toEqual([]);
  });

  it('names only tables whose entity has exactly the columns of the table, and writes only entity columns', async () => {
    const entities = entityColumns(orm);
    const sequences = await sequenceNames(client, SCHEMA);
    const tables = new Set(
      Object.values(STATEMENTS)
        .flatMap((text) => namedRelations(SCHEMA, text))
        .filter((name) => !sequences.has(name)),
    );
    expect([...tables].sort()).toEqual(TABLES);
    for (const table of tables) {
      const columns = await databaseColumns(client, SCHEMA, table);
      if (WITHOUT_ENTITY.includes(table)) {
        // SQL alone reaches it: nothing to compare but its columns, which PREPARE checks.
        expect({ table, entity: entities.get(table) }).toEqual({ table, entity: undefined });
        entities.set(table, columns);
      } else {
        expect({ table, columns: entities.get(table) }).toEqual({ table, columns });
      }
    }
    expect(unknownWrittenColumns(SCHEMA, STATEMENTS, entities)).toEqual([]);
    // The parser of the written columns saw the INSERTs and UPDATEs of every table commerce's SQL writes.
    const written = Object.values(STATEMENTS)
      .flatMap((text) => writtenColumns(SCHEMA, text))
      .map(({ table }) => table);
    expect([...new Set(written)].sort()).toEqual(WRITTEN_TABLES);
  });

  it('catches a column the database does not have and one the entity does not know', async () => {
    // The same checks on a statement that disagrees: they are what would fail.
    const misspelt = ORDER_SQL.insertOrder.replace('account_details,', 'account_detail,');
    await expect(prepares(client, misspelt)).rejects.toThrow(
      'column "account_detail" of relation "order" does not exist',
    );
    // A statement with `?` placeholders (run through the entity manager) is prepared as well.
    await expect(prepares(client, RESTOCK_SQL.notified.replace('notified_at', 'notified_on'))).rejects.toThrow(
      'column "notified_on" of relation "restock_alert" does not exist',
    );
    const extra = unknownWrittenColumns(
      SCHEMA,
      { post: LEDGER_SQL.post.replace('payment_event_id)', 'payment_event_id, reversed_by)') },
      entityColumns(orm),
    );
    expect(extra).toEqual(['post: wallet_transaction.reversed_by']);
  });
});

describe("commerce's sources hold no SQL outside the checked statements", () => {
  const literals = sqlLiterals(join(__dirname, '../src'), SCHEMA, join(__dirname, '..'));

  it('finds every SQL-looking literal of src/ among the statements above', () => {
    // The scan sees commerce's SQL (it cannot pass by finding nothing) ...
    expect(literals.length).toBeGreaterThan(100);
    expect(new Set(literals.map((literal) => literal.file)).size).toBeGreaterThan(20);
    // ... and each literal is (a part of) a statement the checks above prepare.
    expect(uncheckedLiterals(literals, STATEMENTS)).toEqual([]);
  });

  it('names a statement written inline in a service', () => {
    // A service of its own with one statement outside the constants: the scan names its file and line.
    const dir = mkdtempSync(join(tmpdir(), 'inline-sql-'));
    mkdirSync(join(dir, 'modules'));
    writeFileSync(
      join(dir, 'modules/inline.service.ts'),
      [
        "import { SCHEMA } from '../mikro-orm.config';",
        'export const nickname = (em: { execute(sql: string, values: unknown[]): unknown }, id: number) =>',
        '  em.execute(`select nickname from "${SCHEMA}"."user" where id = ?`, [id]);',
        '',
      ].join('\n'),
    );
    try {
      expect(uncheckedLiterals(sqlLiterals(dir, SCHEMA, dir), STATEMENTS)).toEqual([
        'modules/inline.service.ts:3: select nickname from "commerce"."user" where id = ?',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
