import { listen, log } from '@shop/server-kit';
import { createGatewayApp } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const { app, close } = await createGatewayApp(config);
  const server = await listen(app, config.port, config.host);
  log('gateway', 'info', `gateway on http://localhost:${config.port}`);
  const stop = () => server.close(() => void close().then(() => process.exit(0)));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  log('gateway', 'error', 'failed to start', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
