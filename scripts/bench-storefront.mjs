// The storefront's hottest read through the real stack: GET /api/products (catalog products,
// commerce stock resolved by federation, REST mapping) on a catalogue of 2,000 products with
// credential units, on embedded PostgreSQL. Run after `npm run build:servers`; called by bench.mjs.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startEmbeddedPostgres } from './lib/embedded-db.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const PRODUCTS = 2_000;

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

export async function benchStorefront({ targetP95Ms }) {
  const dir = path.join(root, '.data', `bench-postgres-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const db = await startEmbeddedPostgres({ dir, port: await freePort(15490), persistent: false });
  const databaseUrl = `${db.url}/bench`;
  const closers = [];
  try {
    process.env.LOG_LEVEL = 'silent';
    const catalog = await require(path.join(root, 'subgraphs/catalog/dist/app.js')).createApp({ databaseUrl, seedDemo: false });
    const catalogServer = await serve(catalog.app);
    const commerce = await require(path.join(root, 'subgraphs/commerce/dist/app.js')).createApp({
      databaseUrl,
      catalogUrl: `${catalogServer.url}/graphql`,
      seedDemo: false,
      adminEmail: 'admin@bench.test',
      adminPassword: 'bench-admin-password',
      startOutboxWorker: false,
    });
    const commerceServer = await serve(commerce.app);
    const support = await require(path.join(root, 'subgraphs/support/dist/app.js')).createApp({ databaseUrl, seedDemo: false });
    const supportServer = await serve(support.app);
    const { createGatewayApp } = require(path.join(root, 'gateway/dist/app.js'));
    const { loadConfig } = require(path.join(root, 'gateway/dist/config.js'));
    const gateway = await createGatewayApp(
      loadConfig({
        DATABASE_URL: databaseUrl,
        CATALOG_URL: `${catalogServer.url}/graphql`,
        COMMERCE_URL: `${commerceServer.url}/graphql`,
        SUPPORT_URL: `${supportServer.url}/graphql`,
        SERVE_STATIC: 'false',
        LOG_LEVEL: 'silent',
      }),
    );
    const gatewayServer = await serve(gateway.app);
    closers.push(async () => {
      for (const { server } of [gatewayServer, catalogServer, commerceServer, supportServer]) server.close();
      await gateway.close();
      await Promise.all([catalog.close(), commerce.close(), support.close()]);
    });

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    closers.unshift(() => client.end());
    await client.query(
      `insert into catalog.product (title, price, server, sub_category, blue_essence, skins, account_text)
       select 'Bench account ' || i, ((5 + i % 40) || '.99')::numeric, (array['EUW','EUNE','NA','TR'])[1 + i % 4], '30-40k', 30000 + i,
              '["EPIC Arcade Sona","LEGENDARY Pulsefire Ezreal"]'::jsonb, 'EUW : ****** : ****** : 30000 : 100'
         from generate_series(1, $1) as i`,
      [PRODUCTS],
    );
    await client.query(
      `insert into commerce.inventory_unit (product_id, credentials)
       select p, 'EUW : user' || p || '_' || u || ' : pw : 30000 : 100' from generate_series(1, $1) as p, generate_series(1, 2) as u`,
      [PRODUCTS],
    );

    const url = `${gatewayServer.url}/api/products`;
    const first = await (await fetch(url)).json();
    if (!Array.isArray(first) || first.length !== PRODUCTS) throw new Error(`expected ${PRODUCTS} products, got ${first.length}`);
    const times = [];
    for (let i = 0; i < 30; i += 1) {
      const start = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length * 0.5)];
    const p95 = times[Math.floor(times.length * 0.95)];
    const ok = p95 <= targetP95Ms;
    console.log(`${ok ? 'ok  ' : 'SLOW'} GET /api/products with ${PRODUCTS} products: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target p95 ${targetP95Ms} ms)`);
    return ok;
  } finally {
    for (const close of closers) await close().catch(() => undefined);
    await db.stop();
  }
}
