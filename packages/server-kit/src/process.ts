import type { Express } from 'express';
import { trustedIssuers } from './identity';
import { requireKeys, type SubgraphName } from './keys';
import { exitGracefullyOnSignals, type Health } from './lifecycle';
import { log } from './log';
import { resolveDatabaseUrl } from './orm';
import { listen } from './subgraph';

export interface RunnableApp {
  app: Express;
  /** Readiness (turns 503 when a shutdown begins). */
  health?: Health;
  close(): Promise<void>;
}

/**
 * Entry point shared by every subgraph's main.ts: port from PORT or <NAME>_PORT, database from
 * <NAME>_DATABASE_URL or DATABASE_URL, graceful shutdown on SIGINT/SIGTERM (lifecycle.ts).
 */
export function runSubgraph(
  name: SubgraphName,
  defaultPort: number,
  create: (databaseUrl: string) => Promise<RunnableApp>,
): void {
  try {
    // Before the database is touched: a subgraph without its keys does not start at all.
    requireKeys(name, trustedIssuers(name));
  } catch (error) {
    log(name, 'error', 'failed to start', { error: String(error) });
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? process.env[`${name.toUpperCase()}_PORT`] ?? defaultPort);
  create(resolveDatabaseUrl(name))
    .then(async ({ app, health, close }) => {
      const server = await listen(app, port);
      log(name, 'info', `${name} subgraph on http://127.0.0.1:${port}/graphql`);
      exitGracefullyOnSignals({ name, server, health, close });
    })
    .catch((error: unknown) => {
      log(name, 'error', 'failed to start', {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      process.exit(1);
    });
}
