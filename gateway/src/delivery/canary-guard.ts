import { createHash } from 'node:crypto';
import { log } from '@shop/server-kit';
import type { Pool } from 'pg';
import type { DeliveredRemote } from './build-contents';
import { bucketOf } from './buckets';
import type { ReleaseRegistry } from './release-registry';

/** When a canary stops by itself (`CANARY_ABORT_FACTOR`, `_FLOOR`, `_WINDOW`). */
export interface AbortRule {
  factor: number;
  floor: number;
  windowMs: number;
}

export const DEFAULT_ABORT_RULE: AbortRule = { factor: 2, floor: 20, windowMs: 60_000 };

export type FailureKind = 'render' | 'chunk' | 'manifest' | 'runtime';

/** One report of the shell: a remote's build failed to load or render in a browser. */
export interface FailureReport {
  remote: DeliveredRemote;
  buildId: string;
  kind: FailureKind;
  message: string;
}

/** What the rule looked at: browsers that reported a failure of each build within the window. */
export interface AbortFigures {
  canaryFailures: number;
  activeFailures: number;
  percent: number;
  /** Failures per percent of the traffic each build gets. */
  canaryRate: number;
  activeRate: number;
  factor: number;
  floor: number;
  windowMs: number;
}

/**
 * The rule: the canary's failures per share of traffic reach `factor` times the active build's,
 * and at least `floor` browsers saw the canary fail. Each build's failures are divided by the
 * share it gets, so a 10% canary is not judged by its smaller count. At 100% there is no active
 * traffic to compare: the floor alone decides.
 */
export function judge(canaryFailures: number, activeFailures: number, percent: number, rule: AbortRule) {
  const canaryRate = canaryFailures / percent;
  const activeRate = percent < 100 ? activeFailures / (100 - percent) : 0;
  const figures: AbortFigures = {
    canaryFailures,
    activeFailures,
    percent,
    canaryRate: Math.round(canaryRate * 1000) / 1000,
    activeRate: Math.round(activeRate * 1000) / 1000,
    ...rule,
  };
  return { abort: canaryFailures >= rule.floor && canaryRate >= rule.factor * activeRate, figures };
}

const PRUNE_EVERY_MS = 10 * 60_000;
const KEEP_FOR = '1 day';

/**
 * Records the shell's failure reports and stops a canary that fails too often (docs/delivery.md
 * "Automatic abort"). The counts and the canary live in PostgreSQL, so every replica judges the
 * same figures, and the stop is a compare-and-swap that only one of them wins.
 */
export class CanaryGuard {
  private prunedAt = 0;

  constructor(
    private readonly pool: Pool,
    private readonly registry: ReleaseRegistry,
    private readonly rule: AbortRule,
    /** Told once per abort (the e-mail to the remote's team and the admins goes from here). */
    private readonly onAbort: (remote: string, buildId: string, figures: AbortFigures) => Promise<void> = async () =>
      undefined,
  ) {}

  /**
   * Keeps the report (from the browser of bucket `seed`, else the address) and, when it is of a
   * served canary, judges the canary. Answers whether this report stopped it.
   */
  async record(report: FailureReport, seed: string | null, address: string): Promise<{ aborted: boolean }> {
    const reporter = createHash('sha256')
      .update(seed ? `seed:${seed}` : `address:${address}`)
      .digest('base64url')
      .slice(0, 22);
    const bucket = seed ? bucketOf(seed, report.remote) : null;
    const state = await this.pool.query<{
      active_build_id: string | null;
      canary_build_id: string | null;
      canary_percent: number;
    }>(
      `with kept as (
         insert into gateway.delivery_failure (remote, build_id, reporter, bucket, kind, message)
         values ($1, $2, $3, $4, $5, $6))
       select active_build_id, canary_build_id, canary_percent from gateway.delivery_remote where name = $1`,
      [report.remote, report.buildId, reporter, bucket, report.kind, report.message],
    );
    this.prune();
    const remote = state.rows[0];
    if (!remote?.canary_build_id || remote.canary_build_id !== report.buildId || remote.canary_percent === 0)
      return { aborted: false };
    const { canaryFailures, activeFailures } = await this.counts(
      report.remote,
      remote.canary_build_id,
      remote.active_build_id,
      remote.canary_percent,
    );
    const verdict = judge(canaryFailures, activeFailures, remote.canary_percent, this.rule);
    if (!verdict.abort) return { aborted: false };
    const aborted = await this.registry.abortCanary(report.remote, remote.canary_build_id, { ...verdict.figures });
    if (aborted) {
      log('gateway', 'warn', 'canary stopped by its failures', {
        remote: report.remote,
        buildId: remote.canary_build_id,
        ...verdict.figures,
      });
      await this.onAbort(report.remote, remote.canary_build_id, verdict.figures).catch((error: unknown) =>
        log('gateway', 'error', 'could not announce the canary abort', { error: String(error) }),
      );
    }
    return { aborted };
  }

  /**
   * Browsers that reported a failure of the canary (only those whose bucket is in it: a report of
   * a build the browser is not served is not the canary's) and of the active build, in the window.
   */
  private async counts(remote: string, canary: string, active: string | null, percent: number) {
    const rows = await this.pool.query<{ canary: number; active: number }>(
      `select count(distinct reporter) filter (where build_id = $3 and bucket < $5)::int as canary,
              count(distinct reporter) filter (where build_id = $4)::int as active
         from gateway.delivery_failure
        where remote = $1 and at > now() - $2 * interval '1 millisecond'`,
      [remote, this.rule.windowMs, canary, active, percent],
    );
    return { canaryFailures: rows.rows[0].canary, activeFailures: rows.rows[0].active };
  }

  /** Failures per build and minute over the last hour, for the Releases board. */
  async lastHour(remote: DeliveredRemote): Promise<Array<{ buildId: string; minute: string; failures: number }>> {
    const rows = await this.pool.query<{ build_id: string; minute: Date; failures: number }>(
      `select build_id, date_trunc('minute', at) as minute, count(*)::int as failures
         from gateway.delivery_failure
        where remote = $1 and at > now() - interval '1 hour'
        group by build_id, minute order by minute, build_id`,
      [remote],
    );
    return rows.rows.map((row) => ({
      buildId: row.build_id,
      minute: row.minute.toISOString(),
      failures: row.failures,
    }));
  }

  private prune(): void {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    this.pool
      .query(`delete from gateway.delivery_failure where at < now() - interval '${KEEP_FOR}'`)
      .catch((error: Error) => log('gateway', 'warn', 'delivery failure prune failed', { error: error.message }));
  }
}
