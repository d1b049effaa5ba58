import {
  built,
  describeColumnCheck,
  entityColumns,
  prefixed,
  prepares,
  unknownWrittenColumns,
  type Statements,
} from '../../../test-support/sql-columns';
import { commerceOrmOptions, SCHEMA } from '../src/mikro-orm.config';
import { ACCESS_SQL } from '../src/modules/access/access.service';
import { RIGHTS_SQL } from '../src/modules/access/rights.route';
import { API_KEY_SQL } from '../src/modules/api-key/api-key.service';
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
import { KNOWN_DEVICE_SQL } from '../src/modules/user/known-device';
import { SECURITY_NOTICE_SQL } from '../src/modules/user/security-notice';
import { USER_ADMIN_SQL } from '../src/modules/user/user-admin.service';
import { USER_SQL } from '../src/modules/user/user.service';
import { STAFF_SQL } from '../src/modules/user/staff-second-factor';
import { RESET_SQL } from '../src/modules/user/second-factor-reset';
import { nextIdsSql, type SealedTable } from '../src/modules/vault/row-ids';
import { WALLET_SQL } from '../src/modules/wallet/wallet.service';
import { LEDGER_SQL } from '../src/modules/wallet/ledger';
import { POLICY_SQL } from '../src/modules/warranty/claim-policy';
import { CLAIM_SQL } from '../src/modules/warranty/claim.repository';
import { PREVIOUS_DETAILS_SQL, SELECT_CLAIMS, SIGNALS_SQL } from '../src/modules/warranty/claim.service';
import { UNIT_LIFE_SQL } from '../src/modules/warranty/unit-life';
import { RULES_SQL, RULES_WRITE_SQL } from '../src/modules/warranty/warranty-rules';
import { WEBHOOK_WORKER_SQL } from '../src/modules/webhook/webhook.worker';
import { TRUST_SQL } from '../src/modules/trust/trust.repository';
import { MONITORING_SQL } from '../src/modules/monitoring/monitoring.repository';
import { COMMERCE_METRICS_SQL } from '../src/metrics';

/**
 * Every hand-written statement of commerce (the purchase, the ledger, the warranty, the restock
 * alerts, imports, stock and units, users, e-mail verification, access, payments and the wallet's
 * reads) against the MikroORM entities and a migrated database: every statement must prepare on the
 * real tables (PostgreSQL checks every column it names), every column an INSERT or UPDATE writes
 * must be a column of the entity, and every table the SQL names must have exactly the entity's
 * columns. A column renamed or dropped on one side (entity, migration or SQL) without the others
 * fails here, not in a purchase. A scan of src/ fails on any SQL-looking literal that is not part
 * of these statements, so a new inline statement cannot skip the check
 * (test-support/sql-columns.ts).
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
  // The trust page's figures.
  ...prefixed('trust', TRUST_SQL),
  ...prefixed('monitoring', MONITORING_SQL),
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
  ...prefixed('staff', STAFF_SQL),
  ...prefixed('reset', RESET_SQL),
  ...prefixed('securityNotice', SECURITY_NOTICE_SQL),
  ...prefixed('knownDevice', KNOWN_DEVICE_SQL),
  ...prefixed('access', ACCESS_SQL),
  'access.rights': RIGHTS_SQL,
  ...prefixed('apiKey', API_KEY_SQL),
  ...prefixed('payment', PAYMENT_SQL),
  ...prefixed('wallet', WALLET_SQL),
  // The webhook outbox's (issue 37): the worker's claim (triggers write the rows, migration 20261129100100).
  ...prefixed('webhook', WEBHOOK_WORKER_SQL),
  ...prefixed('metrics', COMMERCE_METRICS_SQL),
};

/** The tables commerce's SQL names, and those it writes (a table added or gone changes these lists on purpose). */
const TABLES = [
  'activity_entry',
  'api_key',
  'email_outbox',
  'email_verification',
  'import_batch',
  'inventory_unit',
  'manual_stock',
  'order',
  'passkey_challenge',
  'payment',
  'payment_event',
  'restock_alert',
  'unit_event',
  'user',
  'user_known_device',
  'user_notice',
  'user_passkey',
  'user_recovery_code',
  'wallet',
  'wallet_transaction',
  'warranty_claim',
  'warranty_rules',
  'webhook_delivery',
];
/** Tables with no MikroORM entity: the e-mail verification tokens (one-time rows) and the known devices (one upsert), written and read in SQL. */
const WITHOUT_ENTITY = ['email_verification', 'user_known_device'];
/**
 * Every table but `payment`, whose rows deposits write through the entity manager (`tx.create`),
 * and the second factor's, which the owner's reset only deletes from.
 */
const DELETED_ONLY = ['passkey_challenge', 'user_passkey', 'user_recovery_code'];
const WRITTEN_TABLES = TABLES.filter((table) => table !== 'payment' && !DELETED_ONLY.includes(table));

const check = describeColumnCheck({
  subgraph: 'commerce',
  schema: SCHEMA,
  ormOptions: commerceOrmOptions,
  statements: STATEMENTS,
  tables: TABLES,
  writtenTables: WRITTEN_TABLES,
  withoutEntity: WITHOUT_ENTITY,
  // 117 literals in 22 files when the scan was written.
  minLiterals: 100,
});

describe('the column check itself', () => {
  it('catches a column the database does not have and one the entity does not know', async () => {
    // The same checks on a statement that disagrees: they are what would fail.
    const misspelt = ORDER_SQL.insertOrder.replace('account_details,', 'account_detail,');
    await expect(prepares(check.client(), misspelt)).rejects.toThrow(
      'column "account_detail" of relation "order" does not exist',
    );
    // A statement with `?` placeholders (run through the entity manager) is prepared as well.
    await expect(prepares(check.client(), RESTOCK_SQL.notified.replace('notified_at', 'notified_on'))).rejects.toThrow(
      'column "notified_on" of relation "restock_alert" does not exist',
    );
    const extra = unknownWrittenColumns(
      SCHEMA,
      { post: LEDGER_SQL.post.replace('payment_event_id)', 'payment_event_id, reversed_by)') },
      entityColumns(check.orm()),
    );
    expect(extra).toEqual(['post: wallet_transaction.reversed_by']);
  });
});
