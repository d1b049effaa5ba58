import './tracing';
import {
  exitGracefullyOnSignals,
  listen,
  log,
  startMetricsListener,
  useKitSettings,
  ConfigError,
} from '@shop/server-kit';
import { createGatewayApp } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  useKitSettings(config.settings);
  const { app, health, metrics, close } = await createGatewayApp(config);
  const closeMetrics = await startMetricsListener('gateway', metrics, config.settings);
  const server = await listen(app, config.port, config.host);
  log('gateway', 'info', `gateway on http://localhost:${config.port}`);
  exitGracefullyOnSignals({
    name: 'gateway',
    server,
    health,
    close: async () => {
      await close();
      await closeMetrics();
    },
  });
}

main().catch((error: unknown) => {
  log('gateway', 'error', 'failed to start', {
    // A configuration report is read as it is; other failures keep their stack.
    error:
      error instanceof ConfigError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error),
  });
  process.exit(1);
});
