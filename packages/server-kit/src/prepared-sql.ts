import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Pool, type PoolClient } from 'pg';
import { log } from './log';
import { kitSettings } from './env';

/** Runs one statement (`$1`, `$2` placeholders) and answers its rows. */
export type Sql = <Row = Record<string, unknown>>(text: string, values?: readonly unknown[]) => Promise<Row[]>;

const names = new Map<string, string>();

/** A stable name per statement text: the same text is the same prepared statement on every connection. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `shop_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** Connections per pool: `SQL_POOL_MAX`, else `DB_POOL_MAX` (MikroORM's own pool), else 10. */
export function sqlPoolSize(): number {
  return kitSettings().sqlPoolMax;
}

/**
 * The process's `pg` pools, one per database URL (the subgraph's role and database, as MikroORM
 * connects), opened on first use. Only pg's documented API is used: `pool.connect()`,
 * `client.query({ name, text, values })` and `client.release(error)`.
 */
const pools = new Map<string, Pool>();

/** The process's pool for `databaseUrl` (opened on first use; see `closeSqlPools`). */
export function sqlPool(databaseUrl: string): Pool {
  let pool = pools.get(databaseUrl);
  if (!pool) {
    pool = new Pool({
      connectionString: databaseUrl,
      max: sqlPoolSize(),
      idleTimeoutMillis: 30_000,
      allowExitOnIdle: true,
    });
    // An idle connection dropped by the server (restart, Ctrl-C reaching PostgreSQL first) must not
    // crash the process; the pool opens a new one on the next statement.
    pool.on('error', (error) => log('server-kit', 'warn', 'pooled database connection lost', { error: error.message }));
    pools.set(databaseUrl, pool);
  }
  return pool;
}

/** The pool of `databaseUrl` if this process opened one (its usage for the metrics). */
export function openSqlPool(databaseUrl: string): Pool | undefined {
  return pools.get(databaseUrl);
}

/** The pool on the same database and role as this MikroORM entity manager. */
function poolOf(em: EntityManager): Pool {
  const url = em.config.get('clientUrl');
  if (!url) throw new Error('prepared SQL needs the MikroORM config to carry clientUrl');
  return sqlPool(url);
}

/**
 * Closes every pool this process opened (their connections end once given back). For shutdown; a
 * later statement opens a new pool.
 */
export async function closeSqlPools(): Promise<void> {
  const open = [...pools.values()];
  pools.clear();
  await Promise.all(open.map((pool) => pool.end()));
}

/** Closes the pool of one database URL, if open (a subgraph closing while another in the process stays). */
export async function closeSqlPool(databaseUrl: string): Promise<void> {
  const pool = pools.get(databaseUrl);
  if (!pool) return;
  pools.delete(databaseUrl);
  await pool.end();
}

function sqlOn(client: PoolClient): Sql {
  return async <Row>(text: string, values: readonly unknown[] = []) => {
    const result = await client.query({ name: statementName(text), text, values: [...values] });
    return result.rows as Row[];
  };
}

/** `work` on one connection of the pool, given back when it settles (destroyed when `broken` says so). */
async function borrowed<T>(
  pool: Pool,
  work: (client: PoolClient, broken: (error: Error) => void) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let fault: Error | undefined;
  // A connection the server ends while it is lent out emits 'error' between statements: the next
  // statement fails and the connection is destroyed on release, instead of the process crashing.
  const lost = (error: Error) => {
    fault = error;
  };
  client.on('error', lost);
  try {
    return await work(client, (error) => {
      fault = error;
    });
  } finally {
    client.off('error', lost);
    client.release(fault);
  }
}

/**
 * Statements on one connection of the process's pool for this entity manager's database, sent
 * as named prepared statements: PostgreSQL parses and plans each text once per connection, and
 * no query builder or unit of work runs on the way. For the few hot paths whose SQL is written
 * out (a purchase); everything else goes through MikroORM. Planning alone was about a fifth of
 * the database time of a purchase when each statement arrived with its values inlined.
 */
export function withConnection<T>(em: EntityManager, work: (sql: Sql) => Promise<T>): Promise<T> {
  return borrowed(poolOf(em), (client) => work(sqlOn(client)));
}

/**
 * `work` in one transaction (READ COMMITTED, as MikroORM's): committed when it resolves, rolled
 * back when it or the commit throws. A connection whose rollback fails is destroyed, not reused.
 */
export function inTransaction<T>(em: EntityManager, work: (sql: Sql) => Promise<T>): Promise<T> {
  return borrowed(poolOf(em), async (client, broken) => {
    await client.query('begin');
    try {
      const result = await work(sqlOn(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken(rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError)));
      });
      throw error;
    }
  });
}

/** Collects a statement's values and answers each one's placeholder ($1, $2, ...) in order. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
