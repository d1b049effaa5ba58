import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from '@mikro-orm/postgresql';
import { log } from '@shop/server-kit';
import { MAX_ATTACHMENT_BYTES } from './attachment-file';
import { AttachmentMissingError, type AttachmentStore } from './attachment-store';

/** Checked by test/sql-columns.test.ts. */
export const LEGACY_IMPORT_SQL = {
  storageKeys: `select storage_key from support.ticket_attachment`,
} as const;

/**
 * Earlier versions kept attachment files in a folder (`ATTACHMENTS_DIR`, default
 * `DATA_DIR/attachments`). At start-up, each file there that a ticket attachment row names and
 * the store lacks is copied into the store; the folder is left as it was (it may be deleted once
 * the log says the files were imported). Idempotent, so replicas may run it together.
 */
export async function importLegacyAttachments(dir: string, store: AttachmentStore, knex: Knex): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0;
  }
  const keys = new Set(names.filter((name) => /^[a-f0-9]{32}$/.test(name)));
  if (!keys.size) return 0;
  const rows = await knex.raw<{ rows: Array<{ storage_key: string }> }>(LEGACY_IMPORT_SQL.storageKeys);
  let imported = 0;
  for (const { storage_key: key } of rows.rows) {
    if (!keys.has(key) || (await stored(store, key))) continue;
    try {
      await store.put(key, createReadStream(path.join(dir, key)), MAX_ATTACHMENT_BYTES);
      imported += 1;
    } catch (error) {
      // Another replica importing the same file at once wins; anything else is reported and the file stays.
      if (!(await stored(store, key)))
        log('support', 'warn', 'could not import a legacy attachment file', { key, error: String(error) });
    }
  }
  if (imported)
    log(
      'support',
      'info',
      `imported ${imported} attachment file(s) from ${dir} into the attachment store; the folder is no longer read except for this import`,
    );
  return imported;
}

async function stored(store: AttachmentStore, key: string): Promise<boolean> {
  try {
    (await store.get(key)).destroy();
    return true;
  } catch (error) {
    if (error instanceof AttachmentMissingError) return false;
    throw error;
  }
}
