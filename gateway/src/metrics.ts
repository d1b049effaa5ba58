import {
  createMetrics,
  histogram,
  type Metrics,
  pgPoolUsage,
  poolMetrics,
  scrapedCounter,
  scrapedGauge,
} from '@shop/server-kit';
import type { Pool } from 'pg';
import type { ResponseCache } from './cache/response-cache';
import { serverRenderOutcomes } from './static/server-render';

/** Failure reports counted per build over this window (the canary guard's own window is CANARY_ABORT_WINDOW). */
export const REMOTE_FAILURE_WINDOW = '5 minutes';

export const GATEWAY_METRICS_SQL = {
  // Browsers (distinct reporters) that saw each build of each remote fail, and the build's role now.
  remoteFailures: `select f.remote, f.build_id,
                          case when f.build_id = r.canary_build_id then 'canary'
                               when f.build_id = r.active_build_id then 'active' else 'other' end as role,
                          count(distinct f.reporter)::int as browsers
                     from gateway.delivery_failure f
                     left join gateway.delivery_remote r on r.name = f.remote
                    where f.at > now() - interval '${REMOTE_FAILURE_WINDOW}'
                    group by f.remote, f.build_id, r.canary_build_id, r.active_build_id`,
  canaryPercent: `select name as remote, canary_percent from gateway.delivery_remote where canary_build_id is not null`,
  // The secrets the shop knows an end of: deploy tokens with an expiry, not revoked, not yet expired.
  tokenExpiry: `select id::text as token_id, name, extract(epoch from expires_at - now())::float8 as seconds
                  from gateway.delivery_token
                 where expires_at is not null and revoked_at is null and expires_at > now()
                 order by expires_at limit 100`,
};

/**
 * The gateway's metrics: requests (server-kit's middleware and GraphQL plugin), each subgraph call
 * of a query plan, the response cache, the session pool and the remotes' load failures per build
 * (the shell's reports to `/api/delivery/errors`, read from PostgreSQL at scrape time).
 */
export function gatewayMetrics(
  pool: Pool,
  cache: ResponseCache | null,
): {
  metrics: Metrics;
  subgraphCalls: ReturnType<typeof histogram<'subgraph' | 'outcome'>>;
} {
  const metrics = createMetrics('gateway');
  const subgraphCalls = histogram(
    metrics,
    'subgraph_request_duration_seconds',
    "Calls of the gateway's query plans to each subgraph, by outcome (ok, error: GraphQL errors, failed: no answer)",
    ['subgraph', 'outcome'],
  );
  poolMetrics(metrics, () => [pgPoolUsage('sessions', pool)]);
  if (cache) {
    scrapedCounter(
      metrics,
      'response_cache_lookups_total',
      'Public reads looked up in the response cache, by kind (rest, graphql) and outcome (hit, miss, shared: waited for a concurrent miss)',
      ['kind', 'outcome'],
      () =>
        [...cache.lookups].map(([key, value]) => {
          const [kind, outcome] = key.split(' ');
          return { labels: { kind, outcome }, value };
        }),
    );
    scrapedGauge(
      metrics,
      'response_cache_bytes',
      'Memory held by the response cache (keys, bodies, bookkeeping)',
      [],
      () => [{ value: cache.size.bytes }],
    );
    scrapedGauge(metrics, 'response_cache_entries', 'Answers held by the response cache', [], () => [
      { value: cache.size.entries },
    ]);
  }
  scrapedCounter(
    metrics,
    'server_render_pages_total',
    "Pages rendered on the server, by outcome: rendered, kept (the guests' page cache), shared (a guest page another request was rendering), fallback (failed or past RENDER_BUDGET) and busy (past RENDER_CONCURRENCY): the last two got the client-rendered page",
    ['outcome'],
    () => [...serverRenderOutcomes()].map(([outcome, value]) => ({ labels: { outcome }, value })),
  );
  const sql = async <Row>(text: string) => (await pool.query(text)).rows as Row[];
  scrapedGauge(
    metrics,
    'shop_remote_load_failures',
    `Browsers that reported a remote's build failing to load or render in the last ${REMOTE_FAILURE_WINDOW}, per build and its role (active, canary, other)`,
    ['remote', 'build_id', 'role'],
    async () =>
      (
        await sql<{ remote: string; build_id: string; role: string; browsers: number }>(
          GATEWAY_METRICS_SQL.remoteFailures,
        )
      ).map((row) => ({ labels: { remote: row.remote, build_id: row.build_id, role: row.role }, value: row.browsers })),
  );
  scrapedGauge(
    metrics,
    'shop_remote_canary_percent',
    "Share of browsers (percent) a remote's canary build is served to",
    ['remote'],
    async () =>
      (await sql<{ remote: string; canary_percent: number }>(GATEWAY_METRICS_SQL.canaryPercent)).map((row) => ({
        labels: { remote: row.remote },
        value: row.canary_percent,
      })),
  );
  scrapedGauge(
    metrics,
    'shop_deploy_token_expiry_seconds',
    'Seconds until each live deploy token (release registry) expires; tokens without an expiry are not listed',
    ['token_id', 'name'],
    async () =>
      (await sql<{ token_id: string; name: string; seconds: number }>(GATEWAY_METRICS_SQL.tokenExpiry)).map((row) => ({
        labels: { token_id: row.token_id, name: row.name },
        value: row.seconds,
      })),
  );
  return { metrics, subgraphCalls };
}
