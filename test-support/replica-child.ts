import './child-tracing';
import { listen } from '../packages/server-kit/src';

/**
 * One replica of a piece (a subgraph, or the gateway) in a process of its own, on a free port:
 * started by test-support/replica-process.ts with the piece's name and its createApp options (a
 * subgraph) or environment (the gateway); answers its port once it listens.
 */
const { piece, options } = JSON.parse(process.env.REPLICA_CHILD ?? '{}') as {
  piece: string;
  options: Record<string, unknown>;
};

async function create(): Promise<Parameters<typeof listen>[0]> {
  if (piece === 'gateway') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads only the piece this child runs
    const { loadConfig } = require('../gateway/src/config') as typeof import('../gateway/src/config');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads only the piece this child runs
    const { createGatewayApp } = require('../gateway/src/app') as typeof import('../gateway/src/app');
    return (await createGatewayApp(loadConfig({ ...process.env, ...(options as Record<string, string>) }))).app;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads only the piece this child runs
  const { createApp } = require(`../subgraphs/${piece}/src/app`) as {
    createApp(options: Record<string, unknown>): Promise<{ app: Parameters<typeof listen>[0] }>;
  };
  return (await createApp(options)).app;
}

create()
  .then(async (app) => {
    const server = await listen(app, 0);
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  })
  .catch((error: unknown) => {
    process.stderr.write(`${piece} replica failed to start: ${String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  });
