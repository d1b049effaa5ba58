import { listen, log, resolveDatabaseUrl } from '@shop/server-kit';
import { createApp } from './app';

async function main() {
  const port = Number(process.env.PORT ?? process.env.CATALOG_PORT ?? 4001);
  const { app, close } = await createApp({
    databaseUrl: resolveDatabaseUrl('catalog'),
    seedDemo: process.env.SEED_DEMO !== 'false',
  });
  const server = await listen(app, port);
  log('catalog', 'info', `catalog subgraph on http://127.0.0.1:${port}/graphql`);
  const stop = () => server.close(() => void close().then(() => process.exit(0)));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  log('catalog', 'error', 'failed to start', { error: String(error?.stack ?? error) });
  process.exit(1);
});
