// One real PostgreSQL for the whole jest run: TEST_DATABASE_SERVER_URL is the server URL
// (no database); each test file creates its own database through test-support/db.ts.
// With TEST_DATABASE_SERVER_URL already set (e.g. a CI service), that server is used instead.
// Each run gets its own data folder and a free port, so two runs on one machine do not collide.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startEmbeddedPostgres } from '../scripts/lib/embedded-db.mjs';

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(from) {
  // Below 32768: higher ports collide with outgoing connections on this machine (STACK.md).
  for (let port = from; port < from + 200; port += 1) if (await portIsFree(port)) return port;
  throw new Error('no free port for the test PostgreSQL');
}

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_SERVER_URL) return;
  const dir = path.resolve(`.data/test-postgres-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  // Another run on this machine may take the port between the check and the start: try the next one.
  let db;
  let from = Number(process.env.TEST_PG_PORT ?? 15440);
  const logs = [];
  for (let attempt = 1; !db; attempt += 1) {
    const port = await freePort(from);
    try {
      db = await startEmbeddedPostgres({ dir, port, persistent: false, log: (line) => logs.push(line) });
    } catch (error) {
      if (attempt === 3)
        throw new Error(`the test PostgreSQL did not start: ${String(error)}\n${logs.slice(-20).join('\n')}`);
      fs.rmSync(dir, { recursive: true, force: true });
      from = port + 1;
    }
  }
  process.env.TEST_DATABASE_SERVER_URL = db.url;
  globalThis.__SHOP_TEST_DB__ = { db, dir };
}
