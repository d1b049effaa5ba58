// One real PostgreSQL for the whole jest run: TEST_DATABASE_SERVER_URL is the server URL
// (no database); each test file creates its own database through test-support/db.ts.
// With TEST_DATABASE_SERVER_URL already set (e.g. a CI service), that server is used instead.
// Each run gets its own data folder and a free port, so two runs on one machine do not collide.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
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
  await startPostgres();
  await buildStackTemplate();
}

async function startPostgres() {
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

/**
 * The run's stack template (test-support/stack-template.ts): a default stack started once on an
 * empty database in a child process, then frozen as a PostgreSQL TEMPLATE that default stacks copy.
 * Built in every run (never kept between runs), so it always holds the working tree's migrations.
 */
async function buildStackTemplate() {
  if (process.env.TEST_STACK_TEMPLATE) return;
  // One credentials master key for the run: the template's demo units are sealed with it (test-secrets.js).
  process.env.TEST_CREDENTIALS_KEY ??= randomBytes(32).toString('base64');
  const database = `stack_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  const root = path.resolve(import.meta.dirname, '..');
  let stdout;
  try {
    ({ stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(root, 'test-support/ts-child.cjs'), path.join(root, 'test-support/stack-template-build.ts')],
      { cwd: root, env: { ...process.env, TEST_STACK_TEMPLATE_BUILD: database }, maxBuffer: 16 * 1024 * 1024 },
    ));
  } catch (error) {
    throw new Error(`the stack template was not built:\n${error.stdout ?? ''}${error.stderr ?? String(error)}`);
  }
  const template = stdout.trim().split('\n').at(-1);
  const server = new URL(process.env.TEST_DATABASE_SERVER_URL);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    // PostgreSQL copies a template only while no session is connected to it: the child is gone,
    // wait for its sessions' ends to reach the server, then let none connect again.
    for (let waited = 0; ; waited += 50) {
      const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        database,
      ]);
      if (rows[0].n === 0) break;
      if (waited > 10_000) throw new Error(`sessions still connected to the stack template ${database}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`alter database "${database}" with is_template true allow_connections false`);
  } finally {
    await client.end();
  }
  process.env.TEST_STACK_TEMPLATE = template;
  globalThis.__SHOP_TEST_TEMPLATE__ = { server: server.toString(), database };
}
