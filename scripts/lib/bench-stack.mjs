// The whole shop in one process for benchmarks: embedded PostgreSQL on a free port, the three
// subgraphs and the gateway from their built `dist/` (run `npm run build:servers` first), no demo
// data, an admin `admin@bench.test` / `bench-admin-password`.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startEmbeddedPostgres } from './embedded-db.mjs';

const require = createRequire(import.meta.url);
const { generateSecrets } = require('./secrets.cjs');
const root = path.resolve(import.meta.dirname, '..', '..');
export const BENCH_ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' };

function freePort(from) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(freePort(from + 1)));
    server.listen(from, '127.0.0.1', () => server.close(() => resolve(from)));
  });
}

async function serve(app) {
  const { listen } = require(path.join(root, 'packages/server-kit/dist/index.js'));
  const server = await listen(app, 0);
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

/** Starts the stack; `close()` stops every piece and the database. */
export async function startBenchStack(name, fromPort) {
  const dir = path.join(root, '.data', `${name}-postgres-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const db = await startEmbeddedPostgres({ dir, port: await freePort(fromPort), persistent: false });
  const databaseUrl = `${db.url}/bench`;
  const closers = [];
  const close = async () => {
    for (const step of closers) await step().catch(() => undefined);
    await db.stop();
  };
  try {
    process.env.LOG_LEVEL = 'silent';
    // Every piece runs in this process, so it sees every key (never so in a real installation).
    for (const [name, value] of Object.entries(generateSecrets())) process.env[name] ??= value;
    const catalog = await require(path.join(root, 'subgraphs/catalog/dist/app.js')).createApp({ databaseUrl, seedDemo: false });
    const catalogServer = await serve(catalog.app);
    const commerce = await require(path.join(root, 'subgraphs/commerce/dist/app.js')).createApp({
      databaseUrl,
      catalogUrl: `${catalogServer.url}/graphql`,
      seedDemo: false,
      adminEmail: BENCH_ADMIN.email,
      adminPassword: BENCH_ADMIN.password,
      startOutboxWorker: false,
    });
    const commerceServer = await serve(commerce.app);
    const support = await require(path.join(root, 'subgraphs/support/dist/app.js')).createApp({ databaseUrl, seedDemo: false });
    const supportServer = await serve(support.app);
    const { createGatewayApp } = require(path.join(root, 'gateway/dist/app.js'));
    const { loadConfig } = require(path.join(root, 'gateway/dist/config.js'));
    // Two gateways over the same subgraphs: the shop as it runs (response cache on) and one with
    // RESPONSE_CACHE=off, for the figures of the uncached path.
    const gatewayEnv = (cache) => ({
      DATABASE_URL: databaseUrl,
      CATALOG_URL: `${catalogServer.url}/graphql`,
      COMMERCE_URL: `${commerceServer.url}/graphql`,
      SUPPORT_URL: `${supportServer.url}/graphql`,
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: process.env.SESSION_SECRET,
      RATE_LIMITS: 'off',
      RESPONSE_CACHE: cache,
    });
    const gateway = await createGatewayApp(loadConfig(gatewayEnv('on')));
    const gatewayServer = await serve(gateway.app);
    const uncachedGateway = await createGatewayApp(loadConfig(gatewayEnv('off')));
    const uncachedServer = await serve(uncachedGateway.app);
    closers.push(async () => {
      for (const { server } of [gatewayServer, uncachedServer, catalogServer, commerceServer, supportServer]) server.close();
      await gateway.close();
      await uncachedGateway.close();
      await Promise.all([catalog.close(), commerce.close(), support.close()]);
    });
    return { url: gatewayServer.url, uncachedUrl: uncachedServer.url, databaseUrl, close, onClose: (step) => closers.unshift(step) };
  } catch (error) {
    await close();
    throw error;
  }
}
