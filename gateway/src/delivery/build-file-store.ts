import type { Pool, PoolClient } from 'pg';

/**
 * Where build files live, shared by every gateway replica, by the sha256 of their bytes: two
 * builds that share a chunk store it once, and nothing is ever overwritten under a key.
 * PostgreSQL (`gateway.delivery_blob`) as the attachments are.
 */
export interface BuildFileStore {
  /** Stores the bytes under their sha256 unless they are there already (inside the publish's transaction). */
  put(client: PoolClient, sha256: string, bytes: Buffer): Promise<void>;
  get(sha256: string): Promise<Buffer | null>;
  /** Forgets the keys no kept build names any more. */
  deleteUnused(client: PoolClient, keys: string[]): Promise<number>;
}

export class PgBuildFileStore implements BuildFileStore {
  constructor(private readonly pool: Pool) {}

  async put(client: PoolClient, sha256: string, bytes: Buffer): Promise<void> {
    await client.query(
      'insert into gateway.delivery_blob (sha256, size, data) values ($1, $2, $3) on conflict (sha256) do nothing',
      [sha256, bytes.length, bytes],
    );
  }

  async get(sha256: string): Promise<Buffer | null> {
    const found = await this.pool.query<{ data: Buffer }>('select data from gateway.delivery_blob where sha256 = $1', [
      sha256,
    ]);
    return found.rows[0]?.data ?? null;
  }

  async deleteUnused(client: PoolClient, keys: string[]): Promise<number> {
    if (!keys.length) return 0;
    const deleted = await client.query(
      `delete from gateway.delivery_blob blob where blob.sha256 = any($1::text[]) and not exists (
         select 1 from gateway.delivery_build build, jsonb_array_elements(build.files) file
          where build.removed_at is null and file->>'sha256' = blob.sha256)`,
      [keys],
    );
    return deleted.rowCount ?? 0;
  }
}
