import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { scrapedGauge, type Metrics, type Reading } from './registry';

/** A connection pool's figures at scrape time. */
export interface PoolUsage {
  pool: string;
  used: number;
  idle: number;
  waiting: number;
  max: number;
}

/** What a `pg` Pool shows of its use: by shape, since two @types/pg versions meet here (one is OpenTelemetry's). */
interface PgPoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/** A `pg` pool's figures (the prepared-SQL pools, the gateway's session pool). */
export function pgPoolUsage(pool: string, pg: PgPoolCounts): PoolUsage {
  const max = pg.options?.max ?? 10;
  return { pool, used: pg.totalCount - pg.idleCount, idle: pg.idleCount, waiting: pg.waitingCount, max };
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

/** MikroORM's own pool (knex's tarn pool), or nothing while it is closed. */
export function ormPoolUsage(orm: MikroORM<PostgreSqlDriver>): PoolUsage | undefined {
  const tarn = (orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool;
  if (!tarn) return undefined;
  return { pool: 'orm', used: tarn.numUsed(), idle: tarn.numFree(), waiting: tarn.numPendingAcquires(), max: tarn.max };
}

/**
 * `db_pool_connections{pool,state}` (used, idle), `db_pool_waiting{pool}` (callers waiting for a
 * connection) and `db_pool_max{pool}`, read from the pools at scrape time.
 */
export function poolMetrics(metrics: Metrics, pools: () => Array<PoolUsage | undefined>): void {
  const read = () => pools().filter((usage): usage is PoolUsage => usage !== undefined);
  scrapedGauge(
    metrics,
    'db_pool_connections',
    'Database pool connections by state (used, idle)',
    ['pool', 'state'],
    () =>
      read().flatMap((usage): Array<Reading<'pool' | 'state'>> => [
        { labels: { pool: usage.pool, state: 'used' }, value: usage.used },
        { labels: { pool: usage.pool, state: 'idle' }, value: usage.idle },
      ]),
  );
  scrapedGauge(metrics, 'db_pool_waiting', 'Callers waiting for a database pool connection', ['pool'], () =>
    read().map((usage) => ({ labels: { pool: usage.pool }, value: usage.waiting })),
  );
  scrapedGauge(metrics, 'db_pool_max', 'Largest size of a database pool', ['pool'], () =>
    read().map((usage) => ({ labels: { pool: usage.pool }, value: usage.max })),
  );
}
