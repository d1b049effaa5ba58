// Bulk import of 10,000 account lines through the real stack: POST /api/products/bulk-import as
// an admin (gateway -> commerce stages the units -> one catalog call creates the products ->
// activation -> publish), on embedded PostgreSQL. Run after `npm run build:servers`; called by bench.mjs.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { startEmbeddedPostgres } from './lib/embedded-db.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const LINES = 10_000;

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

/** A cookie-keeping client with the anti-forgery header, enough for login and one POST. */
function client(base) {
  const cookies = new Map();
  const remember = (response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return async (method, url, body) => {
    if (!cookies.has('csrf-token')) remember(await fetch(`${base}/api/csrf-token`));
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(cookies.get('csrf-token')), cookie: cookieHeader() },
      body: JSON.stringify(body),
    });
    remember(response);
    return { status: response.status, body: await response.json() };
  };
}

export async function benchImport({ targetMs }) {
  const dir = path.join(root, '.data', `bench-import-postgres-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const db = await startEmbeddedPostgres({ dir, port: await freePort(15480), persistent: false });
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

    const call = client(gatewayServer.url);
    const login = await call('POST', '/api/login', { email: 'admin@bench.test', password: 'bench-admin-password' });
    if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
    const accounts = Array.from(
      { length: LINES },
      (_, i) => `EUW:bench${i}:Pw${i}secret:${30000 + i}:1200:bench${i}@mail.test:Nick${i}:2000-01-01:2025-01-01:2026-10-30:Turkey:EPIC Arcade Sona, RARE Safari Caitlyn`,
    ).join('\n');
    const start = performance.now();
    const result = await call('POST', '/api/products/bulk-import', { accounts, basePrice: '9.99', title: 'Bench import', server: 'EUW', accountType: 'fresh', subCategory: '30-40k' });
    const ms = performance.now() - start;
    if (result.status !== 200 || result.body.addedCount !== LINES) throw new Error(`import failed: ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`);
    const ok = ms <= targetMs;
    console.log(`${ok ? 'ok  ' : 'SLOW'} POST /api/products/bulk-import with ${LINES} lines: ${(ms / 1000).toFixed(2)} s (target ${targetMs / 1000} s)`);
    return ok;
  } finally {
    for (const close of closers) await close().catch(() => undefined);
    await db.stop();
  }
}
