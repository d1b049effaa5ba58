import type { Pool, QueryResultRow } from 'pg';
import { log, statementName } from '@shop/server-kit';
import type { BackoffLimit } from './throttle-config';

/**
 * Counters of the throttles in PostgreSQL (`gateway.throttle`), so every gateway replica counts
 * against the same numbers. Each decision is one atomic statement on one row: parallel requests
 * queue on the row lock and cannot slip through together.
 */
export interface Hit {
  allowed: boolean;
  /** Seconds until the caller may try again (when refused); for `hit`, until the window ends. */
  retryAfter: number;
  /** For `hit`: the hits the window holds with this one. */
  hits?: number;
}

const TABLE = 'gateway.throttle';
const MS = `interval '1 millisecond'`;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export class ThrottleStore {
  private pruner?: NodeJS.Timeout;

  constructor(private readonly pool: Pool) {}

  /**
   * A named prepared statement (node-postgres `{ name, text, values }`): PostgreSQL parses and
   * plans each counter statement once per connection, not on each of the two a purchase sends.
   */
  private query<Row extends QueryResultRow>(text: string, values: unknown[]) {
    return this.pool.query<Row>({ name: statementName(text), text, values });
  }

  /** Deletes counters idle for longer than `horizonMs` (every window and back-off is shorter). */
  startPruning(horizonMs: number): void {
    this.pruner = setInterval(() => {
      this.query(`delete from ${TABLE} where updated_at < now() - $1 * ${MS}`, [horizonMs]).catch((error: Error) => {
        log('gateway', 'warn', 'throttle prune failed', { error: error.message });
      });
    }, PRUNE_EVERY_MS);
    this.pruner.unref();
  }

  stop(): void {
    if (this.pruner) clearInterval(this.pruner);
  }

  /** Fixed window: adds `weight` hits; refused once the window holds more than `limit`. */
  async hit(key: string, weight: number, limit: number, windowMs: number): Promise<Hit> {
    const { rows } = await this.query<{ hits: number; retry_after: number }>(
      `insert into ${TABLE} as t (key, hits, window_start, updated_at) values ($1, $2, now(), now())
       on conflict (key) do update set
         hits = case when t.window_start + $3 * ${MS} <= now() then $2 else t.hits + $2 end,
         window_start = case when t.window_start + $3 * ${MS} <= now() then now() else t.window_start end,
         updated_at = now()
       returning hits, greatest(1, ceil(extract(epoch from (window_start + $3 * ${MS} - now()))))::int as retry_after`,
      [key, weight, windowMs],
    );
    const [row] = rows;
    return { allowed: row.hits <= limit, retryAfter: row.retry_after, hits: row.hits };
  }

  /** Takes back hits of a request that was refused for another reason before it ran. */
  async unhit(key: string, weight: number): Promise<void> {
    await this.query(`update ${TABLE} set hits = greatest(hits - $2, 0) where key = $1`, [key, weight]);
  }

  /**
   * Back-off: counts one failure in advance (so a burst of parallel attempts is counted before any
   * of them runs) unless the key is waiting; from `freeFailures` on, each failure sets a wait that
   * doubles up to `maxMs`. A success gives the failure back (`release`) or clears the key (`reset`).
   */
  async attempt(key: string, policy: BackoffLimit): Promise<Hit> {
    const waiting = `coalesce(t.blocked_until > now(), false)`;
    const failures = `(case when t.updated_at + $5 * ${MS} <= now() then 1 else t.hits + 1 end)`;
    const wait = (n: string) => `now() + least($4::float8, $3::float8 * power(2, least(${n} - $2, 30))) * ${MS}`;
    const { rows } = await this.query<{ counted: boolean; retry_after: number | null }>(
      `insert into ${TABLE} as t (key, hits, window_start, blocked_until, updated_at)
       values ($1, 1, now(), case when 1 >= $2 then ${wait('1')} end, now())
       on conflict (key) do update set
         hits = case when ${waiting} then t.hits else ${failures} end,
         blocked_until = case when ${waiting} then t.blocked_until
                              when ${failures} >= $2 then ${wait(failures)} end,
         updated_at = case when ${waiting} then t.updated_at else now() end
       returning updated_at = now() as counted,
                 greatest(1, ceil(extract(epoch from (blocked_until - now()))))::int as retry_after`,
      [key, policy.freeFailures, policy.baseMs, policy.maxMs, policy.forgetMs],
    );
    const [row] = rows;
    return { allowed: row.counted, retryAfter: row.retry_after ?? 0 };
  }

  /** A success after `attempt`: the failure counted in advance is given back. */
  async release(key: string, policy: BackoffLimit): Promise<void> {
    await this.query(
      `update ${TABLE} set hits = greatest(hits - 1, 0),
              blocked_until = case when hits - 1 < $2 then null else blocked_until end
        where key = $1`,
      [key, policy.freeFailures],
    );
  }

  /** A success that proves the key's owner (the right password): its failures are forgotten. */
  async reset(key: string): Promise<void> {
    await this.query(`delete from ${TABLE} where key = $1`, [key]);
  }
}
