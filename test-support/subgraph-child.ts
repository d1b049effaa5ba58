import './child-tracing';
import { listen } from '../packages/server-kit/src';

/**
 * A subgraph in a process of its own, so that a test can kill it (SIGKILL) as a crash would:
 * started by test-support/subgraph-process.ts with its name, port and createApp options.
 */
const { name, port, options } = JSON.parse(process.env.SUBGRAPH_CHILD ?? '{}') as {
  name: string;
  port: number;
  options: Record<string, unknown>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the subgraph module is chosen at run time
const { createApp } = require(`../subgraphs/${name}/src/app`) as {
  createApp(options: Record<string, unknown>): Promise<{ app: Parameters<typeof listen>[0] }>;
};

createApp(options)
  .then(async ({ app }) => {
    await listen(app, port);
    process.send?.('ready');
  })
  .catch((error: unknown) => {
    process.stderr.write(`${name} child failed to start: ${String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  });
