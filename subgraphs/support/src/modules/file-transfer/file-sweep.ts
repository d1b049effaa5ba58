import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { log } from '@shop/server-kit';
import type { AttachmentStore } from '../attachment/attachment-store';
import type { CommerceClient } from '../ticket/commerce.client';

/** A staged file is for the operation right after its upload; an hour is plenty. */
export const STAGED_FILE_TTL_MS = 60 * 60 * 1000;
/** A claim file no claim names is kept a day (the buyer may still submit the claim), then removed. */
export const UNCLAIMED_FILE_TTL_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/** The sweep's statements (`?` placeholders; checked by test/sql-columns.test.ts). */
export const FILE_SWEEP_SQL = {
  deleteStaged: `delete from support.staged_file where created_at < ? returning storage_key`,
  oldClaimFiles: `select id from support.claim_file where created_at < ? and id > ? order by id limit ${BATCH}`,
  /** `rows` claim files by id. */
  deleteClaimFiles: (rows: number) =>
    `delete from support.claim_file where id in (${Array.from({ length: rows }, () => '?').join(', ')}) returning storage_key`,
};

/**
 * Removes files nobody uses, rows first and then their bytes (a row never points at missing bytes;
 * bytes whose row is gone are never served): staged files older than an hour, and claim files older
 * than a day that no warranty claim names (commerce answers which it names, `serviceClaimFilesInUse`).
 * Every replica may run it: a row is deleted once (`delete ... returning`), by whoever removes it.
 */
export class FileSweep {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver>,
    private readonly storage: AttachmentStore,
    private readonly commerce: CommerceClient,
  ) {}

  async runOnce(now = new Date()): Promise<{ staged: number; claimFiles: number }> {
    const connection = this.orm.em.getConnection();
    const staged = await connection.execute<Array<{ storage_key: string }>>(FILE_SWEEP_SQL.deleteStaged, [
      new Date(now.getTime() - STAGED_FILE_TTL_MS),
    ]);
    let claimFiles = 0;
    const removedKeys = staged.map((row) => row.storage_key);
    let after = 0;
    for (;;) {
      const old = await connection.execute<Array<{ id: number }>>(FILE_SWEEP_SQL.oldClaimFiles, [
        new Date(now.getTime() - UNCLAIMED_FILE_TTL_MS),
        after,
      ]);
      if (!old.length) break;
      after = old[old.length - 1].id;
      const used = new Set(await this.commerce.claimFilesInUse(old.map((row) => row.id)));
      const unused = old.map((row) => row.id).filter((id) => !used.has(id));
      if (unused.length) {
        const removed = await connection.execute<Array<{ storage_key: string }>>(
          FILE_SWEEP_SQL.deleteClaimFiles(unused.length),
          unused,
        );
        claimFiles += removed.length;
        removedKeys.push(...removed.map((row) => row.storage_key));
      }
    }
    for (const key of removedKeys) await this.storage.delete(key);
    return { staged: staged.length, claimFiles };
  }

  /** Runs every `intervalMs` in the background (a failure is logged and retried next time). */
  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.runOnce().then(
        (removed) => {
          if (removed.staged || removed.claimFiles) log('support', 'info', 'swept unused files', removed);
        },
        (error: unknown) => log('support', 'warn', 'file sweep failed; retried later', { error: String(error) }),
      );
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
