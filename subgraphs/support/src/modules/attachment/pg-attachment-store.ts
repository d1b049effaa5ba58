import { Readable } from 'node:stream';
import type { Knex } from '@mikro-orm/postgresql';
import { AttachmentMissingError, AttachmentTooLargeError, checkedKey, type AttachmentStore } from './attachment-store';

/** Each stored chunk's size: big enough for few rows per file, small enough to hold one at a time. */
export const CHUNK_BYTES = 256 * 1024;

const TABLE = 'support.attachment_chunk';

/** The chunks' statements (knex `?` placeholders; checked by test/sql-columns.test.ts). */
export const CHUNK_SQL = {
  insert: `insert into ${TABLE} (storage_key, seq, data) values (?, ?, ?)`,
  count: `select count(*)::int as chunks from ${TABLE} where storage_key = ?`,
  read: `select data from ${TABLE} where storage_key = ? and seq = ?`,
  delete: `delete from ${TABLE} where storage_key = ?`,
} as const;

/**
 * Attachments in PostgreSQL (support's schema, table `attachment_chunk`): one bytea row per
 * 256 KiB chunk. A put writes each chunk as it fills, in one transaction, so at most one chunk is
 * held in memory and a failed or oversize upload leaves nothing; a get reads one chunk per query
 * as the reader asks for more.
 */
export class PgAttachmentStore implements AttachmentStore {
  constructor(private readonly knex: Knex) {}

  async put(key: string, content: Readable, maxBytes: number): Promise<{ size: number }> {
    checkedKey(key);
    return this.knex.transaction(async (trx) => {
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let size = 0;
      let seq = 0;
      const write = async (data: Buffer) => {
        await trx.raw(CHUNK_SQL.insert, [key, seq, data]);
        seq += 1;
      };
      for await (const chunk of content as AsyncIterable<Buffer | string>) {
        let bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        size += bytes.length;
        if (size > maxBytes) {
          content.destroy();
          throw new AttachmentTooLargeError(maxBytes);
        }
        while (pendingBytes + bytes.length >= CHUNK_BYTES) {
          const take = CHUNK_BYTES - pendingBytes;
          await write(Buffer.concat([...pending, bytes.subarray(0, take)], CHUNK_BYTES));
          bytes = bytes.subarray(take);
          pending = [];
          pendingBytes = 0;
        }
        if (bytes.length) {
          pending.push(bytes);
          pendingBytes += bytes.length;
        }
      }
      // An empty file still gets one (empty) row, so it can be told apart from a missing one.
      if (pendingBytes || seq === 0) await write(Buffer.concat(pending, pendingBytes));
      return { size };
    });
  }

  async get(key: string): Promise<Readable> {
    checkedKey(key);
    const count = await this.knex.raw<{ rows: Array<{ chunks: number }> }>(CHUNK_SQL.count, [key]);
    const chunks = count.rows[0]?.chunks ?? 0;
    if (!chunks) throw new AttachmentMissingError(key);
    const knex = this.knex;
    async function* read() {
      for (let seq = 0; seq < chunks; seq += 1) {
        const result = await knex.raw<{ rows: Array<{ data: Buffer }> }>(CHUNK_SQL.read, [key, seq]);
        if (!result.rows[0]) throw new AttachmentMissingError(key);
        yield result.rows[0].data;
      }
    }
    return Readable.from(read(), { objectMode: false });
  }

  async delete(key: string): Promise<void> {
    await this.knex.raw(CHUNK_SQL.delete, [checkedKey(key)]);
  }
}
