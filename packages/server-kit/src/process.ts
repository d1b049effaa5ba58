import type { Express } from 'express';
import { useKitSettings, type ProcessEnv, type ProcessSettings, type z } from './env';
import { exitGracefullyOnSignals, type Health } from './lifecycle';
import { log } from './log';
import { listen } from './subgraph';

export interface RunnableApp {
  app: Express;
  /** Readiness (turns 503 when a shutdown begins). */
  health?: Health;
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
    .then(async ({ app, health, close }) => {
      const server = await listen(app, settings.port, settings.host);
      log(name, 'info', `${name} subgraph on http://127.0.0.1:${settings.port}/graphql`);
      exitGracefullyOnSignals({ name, server, health, close });
    })
    .catch((error: unknown) => {
      log(name, 'error', 'failed to start', {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      process.exit(1);
    });
}
