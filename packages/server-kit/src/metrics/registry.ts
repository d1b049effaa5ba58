import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { kitSettings } from '../env';

/**
 * One process's (in tests: one app's) metrics: its own registry, so several apps in one test
 * process never share a series. Every series carries `service` (gateway, catalog, commerce,
 * support); Prometheus adds `job` and `instance`. Names are listed in docs/operations.md.
 */
export interface Metrics {
  readonly service: string;
  readonly registry: Registry;
}

/** Seconds, from 5 ms to 10 s: request and subgraph-call durations. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A registry, with Node's default metrics (CPU, memory, GC, event-loop lag as
 * `nodejs_eventloop_lag_*`) when `defaults` says so: by default when the process serves its
 * metrics (`METRICS_PORT`). Tests that build many apps in one process skip the per-registry
 * event-loop monitors they would never read.
 */
export function createMetrics(service: string, defaults = kitSettings().metrics.port !== undefined): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (defaults) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return { service, registry };
}

/** A counter on `metrics`' registry. */
export function counter<L extends string>(metrics: Metrics, name: string, help: string, labelNames: readonly L[]) {
  return new Counter<L>({ name, help, labelNames, registers: [metrics.registry] });
}

/** A histogram of seconds on `metrics`' registry. */
export function histogram<L extends string>(metrics: Metrics, name: string, help: string, labelNames: readonly L[]) {
  return new Histogram<L>({ name, help, labelNames, buckets: DURATION_BUCKETS, registers: [metrics.registry] });
}

/** One value of a gauge read at scrape time. */
export interface Reading<L extends string> {
  labels?: Partial<Record<L, string | number>>;
  value: number;
}

/**
 * A gauge whose values are read when Prometheus scrapes (SQL for the business figures: exact,
 * the same on every replica, surviving restarts). The series of the last scrape are replaced
 * whole, so a label set that disappeared from the answer disappears from the metric. A read that
 * fails leaves a labelled gauge without series and a plain one NaN for that scrape (never a
 * false 0: an outbox age of 0 would read as "all sent"); the scrape still answers the rest.
 */
export function scrapedGauge<L extends string>(
  metrics: Metrics,
  name: string,
  help: string,
  labelNames: readonly L[],
  read: () => Promise<Array<Reading<L>>> | Array<Reading<L>>,
) {
  return new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [metrics.registry],
    async collect() {
      this.reset();
      let readings: Array<Reading<L>>;
      try {
        readings = await read();
      } catch {
        if (labelNames.length === 0) this.set(Number.NaN);
        return;
      }
      for (const { labels, value } of readings) {
        if (labels) this.set(labels, value);
        else this.set(value);
      }
    },
  });
}

export type { Counter, Gauge, Histogram } from 'prom-client';

/**
 * A counter whose totals live elsewhere (plain counts an object keeps), copied in at scrape time:
 * the object stays free of the metrics library.
 */
export function scrapedCounter<L extends string>(
  metrics: Metrics,
  name: string,
  help: string,
  labelNames: readonly L[],
  read: () => Array<Reading<L>>,
) {
  return new Counter<L>({
    name,
    help,
    labelNames,
    registers: [metrics.registry],
    collect() {
      this.reset();
      for (const { labels, value } of read()) this.inc((labels ?? {}) as Partial<Record<L, string | number>>, value);
    },
  });
}
