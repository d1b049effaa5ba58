import { built, describeColumnCheck, prefixed, type Statements } from '../../../test-support/sql-columns';
import { supportOrmOptions, SCHEMA } from '../src/mikro-orm.config';
import { LEGACY_IMPORT_SQL } from '../src/modules/attachment/legacy-import';
import { CHUNK_SQL } from '../src/modules/attachment/pg-attachment-store';
import { QUOTA_SQL } from '../src/modules/attachment/storage-quota';
import { FILE_SWEEP_SQL } from '../src/modules/file-transfer/file-sweep';
import { TRUST_SQL } from '../src/modules/trust/trust.repository';

/**
 * Support's hand-written SQL (the attachment store, the storage quotas, the file sweep and the
 * legacy import) against the MikroORM entities and a migrated database, and a scan of src/ that
 * fails on any SQL-looking literal outside these statements (test-support/sql-columns.ts).
 */
const { deleteClaimFiles, ...sweep } = FILE_SWEEP_SQL;
const STATEMENTS: Statements = {
  ...prefixed('chunk', CHUNK_SQL),
  ...prefixed('quota', QUOTA_SQL),
  ...prefixed('legacyImport', LEGACY_IMPORT_SQL),
  ...prefixed('trust', TRUST_SQL),
  ...prefixed('sweep', sweep),
  ...built('sweep', { deleteClaimFiles }),
};

describeColumnCheck({
  subgraph: 'support',
  schema: SCHEMA,
  ormOptions: supportOrmOptions,
  statements: STATEMENTS,
  tables: ['attachment_chunk', 'claim_file', 'staged_file', 'ticket', 'ticket_attachment', 'ticket_message'],
  writtenTables: ['attachment_chunk'],
  minLiterals: 10,
});
