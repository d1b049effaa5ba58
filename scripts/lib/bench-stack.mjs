// The shop for benchmarks, laid out as `npm start` lays it out: embedded PostgreSQL on a free
// port, then each subgraph and the gateway as a process of its own from its built `dist/main.js`
// (run `npm run build:servers` first), each seeing only its own secrets, no demo data, an admin
// `admin@bench.test` / `bench-admin-password`. One process per piece matters on a small machine:
// in one process the gateway and the three subgraphs shared one event loop, so a list of 5,000
// products serialised by catalog stalled every other request in flight.
// `BENCH_CPU_PROF=<dir>` starts every piece with `--cpu-prof` into that folder (written when the
// stack closes).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { stopChild, waitForHealth } from './child-processes.mjs';
import { startEmbeddedPostgres } from './embedded-db.mjs';

const require = createRequire(import.meta.url);
const { SECRET_NAMES, generateSecrets, secretsFor } = require('./secrets.cjs');
const root = path.resolve(import.meta.dirname, '..', '..');
export const BENCH_ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' };
const SUBGRAPHS = ['catalog', 'commerce', 'support'];

function freePort(from) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(freePort(from + 1)));
    server.listen(from, '127.0.0.1', () => server.close(() => resolve(from)));
  });
}

/**
 * Starts the stack; `close()` stops every piece and the database. Returns the gateway's URL, the
 * database URL, the subgraph URLs (`subgraphUrls.catalog` ...) so that a second gateway can be
 * pointed at the same subgraphs (`startGateway(env)` starts one more gateway process and answers
 * its URL), the gateway's keys, the processes started (`pieces`) and the database's folder
 * (`postgresDir`), and `onClose` for extra stop steps. Options: `postgresFlags` (more `postgres`
 * flags) and `env` (more variables for every piece).
 */
export async function startBenchStack(name, fromPort, { postgresFlags = [], env: pieceEnv = {} } = {}) {
  const dir = path.join(root, '.data', `${name}-postgres-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const db = await startEmbeddedPostgres({
    dir,
    port: await freePort(fromPort),
    persistent: false,
    flags: postgresFlags,
  });
  const databaseUrl = `${db.url}/bench`;
  const secrets = generateSecrets();
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-mail-`));
  const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
  const children = [];
  /** { piece, pid, url } of every process started, for measurements from /proc. */
  const pieces = [];
  const closers = [];
  const close = async () => {
    for (const step of closers) await step().catch(() => undefined);
    // The gateway first, then the subgraphs it calls.
    // A profiled process writes its profile on a clean exit: it gets time before the hard stop.
    for (const child of [...children].reverse()) await stopChild(child, 15_000);
    await db.stop();
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !SECRET_NAMES.includes(key) && key !== 'IDENTITY_SECRET'),
  );
  const shared = {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    SEED_DEMO: 'false',
    MAIL_DIR: mailDir,
    HOST: '127.0.0.1',
    // Measured as deployed (docker-compose.yml): with NODE_ENV=production graphql-js skips its
    // development checks (its instanceOf was 5 % of catalog's list) and express and Apollo Server
    // their development paths; about 15-25 % less CPU per request here. The bench funds buyers by
    // admin adjustments, but commerce refuses to start the test payment provider in production without this,
    // and gateway and commerce refuse RATE_LIMITS=off in production unless told that it is meant.
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'test',
    PAYMENTS_TEST_PROVIDER_IN_PRODUCTION: 'true',
    RATE_LIMITS_OFF_IN_PRODUCTION: 'true',
    // The benches sign their admin in without a second factor, possibly more than once.
    STAFF_SECOND_FACTOR_GRACE: '1000000',
  };
  let nextPort = fromPort + 1;
  const startPiece = async (piece, script, env) => {
    const port = await freePort(nextPort);
    nextPort = port + 1;
    const flags = profileDir
      ? ['--cpu-prof', '--cpu-prof-dir', profileDir, '--cpu-prof-name', `${piece}-${port}.cpuprofile`]
      : [];
    const child = spawn(process.execPath, [...flags, script], {
      cwd: root,
      env: { ...inherited, ...shared, ...secretsFor(piece, secrets), ...pieceEnv, ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    pieces.push({ piece, pid: child.pid, url });
    await waitForHealth(piece, `${url}/health`, { child });
    return url;
  };
  try {
    const subgraphUrls = {};
    // catalog first: commerce reads prices from it.
    for (const subgraph of SUBGRAPHS) {
      const extra =
        subgraph === 'commerce'
          ? { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, CATALOG_URL: subgraphUrls.catalog }
          : {};
      subgraphUrls[subgraph] =
        `${await startPiece(subgraph, path.join(root, 'subgraphs', subgraph, 'dist', 'main.js'), extra)}/graphql`;
    }
    /** Another gateway process over the same subgraphs and database. */
    const startGateway = (env = {}) =>
      startPiece('gateway', path.join(root, 'gateway', 'dist', 'main.js'), {
        CATALOG_URL: subgraphUrls.catalog,
        COMMERCE_URL: subgraphUrls.commerce,
        SUPPORT_URL: subgraphUrls.support,
        SERVE_STATIC: 'false',
        ...env,
      });
    const url = await startGateway();
    // The gateway's own keys, for a gateway runtime started some other way (a side measurement).
    const gatewaySecrets = secretsFor('gateway', secrets);
    return {
      url,
      databaseUrl,
      subgraphUrls,
      gatewaySecrets,
      pieces,
      postgresDir: db.dir,
      startGateway,
      close,
      onClose: (step) => closers.unshift(step),
    };
  } catch (error) {
    await close();
    throw error;
  }
}
