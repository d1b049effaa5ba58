import type { Express } from 'express';
import { useKitSettings, type ProcessEnv, type ProcessSettings, type z } from './env';
import { exitGracefullyOnSignals, type Health } from './lifecycle';
import { log } from './log';
import { listen } from './subgraph';
import { serveMetrics, type Metrics } from './metrics';

/**
 * Serves `metrics` on `METRICS_PORT` (bound to `METRICS_HOST`) when the port is set; answers a
 * function that closes the listener.
 */
export async function startMetricsListener(
  name: string,
  metrics: Metrics | undefined,
  settings: { metrics: { port?: number; host: string } },
): Promise<() => Promise<void>> {
  const { port, host } = settings.metrics;
  if (!metrics || port === undefined) return async () => undefined;
  const server = await serveMetrics(metrics, port, host);
  log(name, 'info', `${name} metrics on http://${host}:${port}/metrics`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

export interface RunnableApp {
  app: Express;
  /** Readiness (turns 503 when a shutdown begins). */
  health?: Health;
  /** Served on `METRICS_PORT` when set. */
  metrics?: Metrics;
  close(): Promise<void>;
}

/**
 * Entry point shared by every subgraph's main.ts: the process's environment is parsed once by its
 * schema (env.ts: every bad or missing variable reported together, exit 1), before the database
 * is touched; then the app is created and served, with graceful shutdown on SIGINT/SIGTERM.
 */
export function runSubgraph<S extends Record<string, z.ZodType>>(
  env: ProcessEnv<S>,
  create: (settings: ProcessSettings, own: ReturnType<ProcessEnv<S>['load']>['own']) => Promise<RunnableApp>,
): void {
  const name = env.process;
  let loaded: ReturnType<ProcessEnv<S>['load']>;
  try {
    loaded = env.load();
    useKitSettings(loaded.settings);
  } catch (error) {
    log(name, 'error', 'failed to start', { error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  const { settings, own } = loaded;
  create(settings, own)
    .then(async ({ app, health, metrics, close }) => {
      const closeMetrics = await startMetricsListener(name, metrics, settings);
      const server = await listen(app, settings.port, settings.host);
      log(name, 'info', `${name} subgraph on http://127.0.0.1:${settings.port}/graphql`);
      exitGracefullyOnSignals({
        name,
        server,
        health,
        close: async () => {
          await close();
          await closeMetrics();
        },
      });
    })
    .catch((error: unknown) => {
      log(name, 'error', 'failed to start', {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      process.exit(1);
    });
}
