// `npm start`: the whole shop on one URL.
//  1. builds what is not up to date: the server packages incrementally; each microfrontend whose
//     sources changed since its last build (the fingerprint in dist/.build-stamp) or never built.
//     BUILD_MFES_ON_START=false serves the microfrontends' dist folders as they are.
//  2. starts embedded PostgreSQL under DATA_DIR when DATABASE_URL is unset
//  3. starts the three subgraphs (each migrates its schema and seeds demo data on first start)
//  4. starts the gateway: /graphql, /api, and the microfrontends on http://localhost:PORT
// Ctrl-C stops every process and keeps the data.
//
// `npm run dev` (this script with --dev): the same shop for working on it. `tsc -b --watch`
// rebuilds the servers and each runs under `node --watch` (restarts when its build changes); each
// microfrontend runs its rspack dev server (3000-3003, MFE_DEV_PORT_BASE moves them): the gateway's
// /remotes.json points at the remotes' dev servers and it serves the shell its dev server writes
// to mfe-shell/dist. A change shows on the next page load.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild, waitForHealth } from './lib/child-processes.mjs';
import { startEmbeddedPostgres } from './lib/embedded-db.mjs';
import { builtStamp, sourceStamp } from '../packages/mfe-build/build-stamp.mjs';

const require = createRequire(import.meta.url);
const { PARTIES, SECRET_NAMES, generateSecrets, secretsFor } = require('./lib/secrets.cjs');
const { loadStartEnv } = require('./lib/start-env.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (Number(process.versions.node.split('.')[0]) < 24)
  process.stderr.write(
    `[start] this is Node ${process.version}; the shop is built and tested on Node 24: run \`source scripts/node24.sh\` first (docs/development.md)\n`,
  );
// The start script's own variables, parsed once (scripts/lib/start-env.cjs): every bad one named, then exit 1.
let env;
try {
  env = loadStartEnv();
} catch (error) {
  process.stderr.write(`[start] ${error.message}\n`);
  process.exit(1);
}
const dataDir = path.resolve(root, env.DATA_DIR);
const port = env.PORT;
const subgraphs = [
  { name: 'catalog', port: env.CATALOG_PORT },
  { name: 'commerce', port: env.COMMERCE_PORT },
  { name: 'support', port: env.SUPPORT_PORT },
];
const dev = process.argv.includes('--dev');
// One METRICS_PORT per process from METRICS_PORT_BASE (gateway, then the subgraphs in order);
// none inherited otherwise, since four processes cannot share one.
const metricsPort = (index) => ({
  METRICS_PORT: env.METRICS_PORT_BASE === undefined ? '' : String(env.METRICS_PORT_BASE + index),
});
const mfeDevPortBase = env.MFE_DEV_PORT_BASE;
const MFES = ['mfe-shell', 'mfe-storefront', 'mfe-account', 'mfe-admin'];
const children = [];
let db = null;
let stopping = false;

const say = (message) => process.stdout.write(`[start] ${message}\n`);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function buildWhatIsStale() {
  say('building server packages (incremental)...');
  run('npx', ['tsc', '-b', 'tsconfig.json']);
  if (dev || env.BUILD_MFES_ON_START === 'false') return;
  for (const mfe of ['mfe-storefront', 'mfe-account', 'mfe-admin', 'mfe-shell']) {
    const dir = path.join(root, mfe);
    const built = builtStamp(dir);
    if (built === sourceStamp(dir)) continue;
    say(`building ${mfe} (${built ? 'its sources changed since its last build' : 'no build stamp in its dist'})...`);
    run('npm', ['run', 'build', '-w', mfe]);
  }
}

/**
 * Keys and secrets that must survive restarts (signing keys, session secret, the credentials
 * master key) are generated once per data folder into secrets.json, readable only by its owner;
 * one missing from an older file is added. A variable set in the environment wins.
 */
function localSecrets() {
  const file = path.join(dataDir, 'secrets.json');
  const stored = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const fresh = generateSecrets();
  const missing = Object.keys(fresh).filter((name) => !stored[name]);
  for (const name of missing) stored[name] = fresh[name];
  // A key pair whose one half was missing is replaced whole, so both halves come from one run.
  for (const party of PARTIES) {
    const pair = [`${party.toUpperCase()}_PRIVATE_KEY`, `${party.toUpperCase()}_PUBLIC_KEY`];
    if (missing.includes(pair[0]) !== missing.includes(pair[1])) for (const name of pair) stored[name] = fresh[name];
  }
  // The shared HMAC secret of earlier versions: every party signs with its own key now.
  const outdated = 'IDENTITY_SECRET' in stored;
  delete stored.IDENTITY_SECRET;
  if (missing.length || outdated) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    say(`generated ${missing.length} secret(s) into ${path.relative(root, file)} (readable only by you)`);
  }
  fs.chmodSync(file, 0o600);
  for (const name of SECRET_NAMES) if (env[name]) stored[name] = env[name];
  return stored;
}

function prefixed(name, stream, target) {
  let buffer = '';
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
}

/**
 * Each process sees its own private key and secrets only, never another's (see scripts/lib/secrets.cjs).
 * `args` are node's: a script, or under --dev `--watch` and the script.
 */
function startProcess(name, args, extraEnv, cwd = root) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !SECRET_NAMES.includes(key) && key !== 'IDENTITY_SECRET'),
  );
  const child = spawn(process.execPath, [args].flat(), {
    cwd,
    env: { ...inherited, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixed(name, child.stdout, process.stdout);
  prefixed(name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    say(`${name} exited (${signal ?? code}); stopping the shop`);
    void shutdown(1);
  });
  children.push({ name, child });
  return child;
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  say('stopping...');
  await Promise.all(children.map(({ child }) => stopChild(child, 5000)));
  if (db) await db.stop().catch(() => undefined);
  say('stopped; data kept in ' + path.relative(root, dataDir));
  process.exit(code);
}

async function main() {
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));
  buildWhatIsStale();
  const serverArgs = (script) => (dev ? ['--watch', script] : [script]);
  const devRemotes = {};
  if (dev) {
    startProcess(
      'tsc',
      [
        path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
        '-b',
        'tsconfig.json',
        '--watch',
        '--preserveWatchOutput',
      ],
      {},
    );
    const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
    MFES.forEach((mfe, index) => {
      const devPort = mfeDevPortBase + index;
      startProcess(
        mfe,
        [rspack, 'serve', '--port', String(devPort)],
        { MFE_DEV_BEHIND_GATEWAY: '1', GATEWAY_URL: `http://127.0.0.1:${port}` },
        path.join(root, mfe),
      );
      if (mfe !== 'mfe-shell') {
        const variable = `REMOTE_${mfe.slice(4).toUpperCase()}_URL`;
        devRemotes[variable] = process.env[variable] ?? `http://localhost:${devPort}/mf-manifest.json`;
      }
    });
  }

  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const pgPort = env.PG_PORT;
    say(`starting embedded PostgreSQL on 127.0.0.1:${pgPort} (data in ${path.relative(root, dataDir)}/postgres)...`);
    db = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), port: pgPort });
    databaseUrl = `${db.url}/shop`;
  }
  const secrets = localSecrets();
  const urls = Object.fromEntries(
    subgraphs.map((s) => [`${s.name.toUpperCase()}_URL`, `http://127.0.0.1:${s.port}/graphql`]),
  );
  const shared = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    MAIL_DIR: path.join(dataDir, 'mail'),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${port}`,
    ...urls,
  };

  // catalog first: commerce reads prices from it and both seed matching demo data.
  for (const [index, subgraph] of subgraphs.entries()) {
    // npm start chooses the free test payment provider unless PAYMENT_PROVIDER says otherwise (commerce prints a banner).
    const payments = subgraph.name === 'commerce' ? { PAYMENT_PROVIDER: env.PAYMENT_PROVIDER } : {};
    startProcess(subgraph.name, serverArgs(path.join(root, 'subgraphs', subgraph.name, 'dist', 'main.js')), {
      ...shared,
      ...payments,
      ...secretsFor(subgraph.name, secrets),
      ...metricsPort(index + 1),
      PORT: String(subgraph.port),
    });
    await waitForHealth(subgraph.name, `http://127.0.0.1:${subgraph.port}/health`, { intervalMs: 250 });
  }
  startProcess('gateway', serverArgs(path.join(root, 'gateway', 'dist', 'main.js')), {
    ...shared,
    ...devRemotes,
    ...secretsFor('gateway', secrets),
    ...metricsPort(0),
    PORT: String(port),
  });
  await waitForHealth('gateway', `http://127.0.0.1:${port}/health`, { intervalMs: 250 });
  say(`the shop is ready at http://localhost:${port}  (Ctrl-C stops it)`);
  if (dev)
    say(
      'development: servers restart when tsc rebuilds them; microfrontends recompile on save, shown on the next page load',
    );
}

main().catch((error) => {
  process.stderr.write(`[start] ${error.stack ?? error}\n`);
  void shutdown(1);
});
