import type { Pool } from 'pg';

/**
 * Runs start-up DDL under one advisory lock: replicas starting together would otherwise race on
 * `create ... if not exists` (PostgreSQL checks existence before it takes its own locks).
 */
export async function withDdlLock(pool: Pool, statements: string[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('shop.gateway.ddl'))`);
    for (const statement of statements) await client.query(statement);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
