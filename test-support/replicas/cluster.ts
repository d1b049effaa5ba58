import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase } from '../../packages/server-kit/src/orm';
import { ADMIN } from '../../test-support/shop';
import { haproxyConfig, type HaproxyLayout } from './haproxy';

// The replica cluster of `npm run test:replicas`: one PostgreSQL, two processes of each subgraph
// and of the gateway (the built `dist/main.js`, as deployed), HAProxy in front of each pair.

const root = path.resolve(__dirname, '../..');
const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Piece = 'catalog' | 'commerce' | 'support' | 'gateway';
export const PIECES: Piece[] = ['catalog', 'commerce', 'support', 'gateway'];

/** One process of one piece, on a fixed port, that can be killed, stopped and started again. */
export class Replica {
  private child?: ChildProcess;
  private exited?: Promise<number | null>;

  constructor(
    readonly piece: Piece,
    readonly index: number,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
  ) {}

  get name(): string {
    return `${this.piece}${this.index + 1}`;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const log = fs.openSync(this.logFile, 'a');
    const main = path.join(root, this.piece === 'gateway' ? 'gateway' : `subgraphs/${this.piece}`, 'dist/main.js');
    const child = spawn(process.execPath, [main], { cwd: root, env: this.env, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    await waitReady(this.url, child, this.name);
  }

  /** SIGKILL: no shutdown hook runs, as in a crash. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
    this.child = undefined;
  }

  /** SIGTERM and the graceful shutdown; answers the exit code. */
  async stop(): Promise<number | null> {
    if (!this.child) return null;
    this.child.kill('SIGTERM');
    const code = await this.exited!;
    this.child = undefined;
    return code;
  }
}

async function waitReady(url: string, child: ChildProcess, name: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode} before it was ready (see its log)`);
    if (
      await fetch(`${url}/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(150);
  }
  throw new Error(`${name} was not ready at ${url}/health/ready within ${timeoutMs} ms`);
}

export interface Cluster {
  /** HAProxy's frontend in front of both gateways. */
  url: string;
  /** Each gateway directly. */
  gatewayUrls: string[];
  databaseUrl: string;
  replicas: Record<Piece, Replica[]>;
  /** Waits until HAProxy's health checks see this replica up. */
  waitUp(replica: Replica, timeoutMs?: number): Promise<void>;
  /** Waits until HAProxy's health checks see this replica down (it sends it nothing more). */
  waitDown(replica: Replica, timeoutMs?: number): Promise<void>;
  logDir: string;
  close(): Promise<void>;
}

/**
 * Ports: `base` gateway frontend, +1..+3 the subgraph frontends, +4 HAProxy's stats, +10.. the
 * gateways, +20.. the subgraph replicas, +30 PostgreSQL.
 */
export async function startCluster(base: number): Promise<Cluster> {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-replicas-'));
  const { startEmbeddedPostgres } = (await import(path.join(root, 'scripts/lib/embedded-db.mjs'))) as {
    startEmbeddedPostgres(options: {
      dir: string;
      port: number;
      persistent: boolean;
      log(line: string): void;
    }): Promise<{ url: string; stop(): Promise<void> }>;
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script module of the start scripts
  const { generateSecrets, secretsFor } = require(path.join(root, 'scripts/lib/secrets.cjs')) as {
    generateSecrets(): Record<string, string>;
    secretsFor(party: Piece, secrets: Record<string, string>): Record<string, string>;
  };
  const pgLog: string[] = [];
  const pg = await startEmbeddedPostgres({
    dir: path.join(root, `.data/replicas-pg-${process.pid}`),
    port: base + 30,
    persistent: false,
    log: (line) => pgLog.push(line),
  }).catch((error: unknown) => {
    throw new Error(`PostgreSQL did not start on ${base + 30}: ${String(error)}\n${pgLog.slice(-10).join('\n')}`);
  });
  const databaseUrl = `${pg.url}/shop_replicas`;
  // Created here: two subgraphs creating it at once can collide (a unique violation on pg_database).
  await ensureDatabase(databaseUrl);
  const secrets = generateSecrets();
  const layout: HaproxyLayout = {
    frontends: { gateway: base, catalog: base + 1, commerce: base + 2, support: base + 3 },
    stats: base + 4,
    servers: {
      gateway: [base + 10, base + 11],
      catalog: [base + 20, base + 21],
      commerce: [base + 22, base + 23],
      support: [base + 24, base + 25],
    },
  };
  const front = (piece: Piece) => `http://127.0.0.1:${layout.frontends[piece]}/graphql`;
  const common = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    DATA_DIR: logDir,
    SEED_DEMO: 'false',
    RATE_LIMITS: 'off',
  };
  const envOf = (piece: Piece, port: number): Record<string, string> => ({
    ...common,
    ...secretsFor(piece, secrets),
    PORT: String(port),
    ...(piece === 'commerce'
      ? {
          CATALOG_URL: front('catalog'),
          PAYMENT_PROVIDER: 'test',
          // argon2id at 1 MiB and one pass (refused with NODE_ENV=production): 250 sign-ups.
          PASSWORD_HASH_MEMORY_KIB: '1024',
          PASSWORD_HASH_PASSES: '1',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          // The scenarios sign the admin in many times without a second factor (issue 34's grace).
          STAFF_SECOND_FACTOR_GRACE: '1000000',
          MAIL_DIR: path.join(logDir, 'mail'),
        }
      : {}),
    ...(piece === 'support'
      ? { COMMERCE_URL: front('commerce'), ATTACHMENTS_DIR: path.join(logDir, 'attachments') }
      : {}),
    ...(piece === 'gateway'
      ? {
          CATALOG_URL: front('catalog'),
          COMMERCE_URL: front('commerce'),
          SUPPORT_URL: front('support'),
          TRUST_PROXY: 'loopback',
          SERVE_STATIC: 'true',
        }
      : {}),
  });
  const replicas = Object.fromEntries(
    PIECES.map((piece) => [
      piece,
      layout.servers[piece].map(
        (port, i) => new Replica(piece, i, port, envOf(piece, port), path.join(logDir, `${piece}${i + 1}.log`)),
      ),
    ]),
  ) as Record<Piece, Replica[]>;

  const configFile = path.join(logDir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig(layout));
  const haproxyLog = fs.openSync(path.join(logDir, 'haproxy.log'), 'a');
  const haproxy = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', haproxyLog, haproxyLog] });
  fs.closeSync(haproxyLog);
  const haproxyExited = new Promise<void>((resolve) => haproxy.once('exit', () => resolve()));

  const stats = `http://127.0.0.1:${layout.stats}/stats;csv`;
  const waitFor = async (replica: Replica, status: 'UP' | 'DOWN', timeoutMs = 20_000) => {
    const backend = replica.piece === 'gateway' ? 'gateways' : replica.piece;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const csv = await fetch(stats).then(
        (r) => r.text(),
        () => '',
      );
      const row = csv.split('\n').find((line) => line.startsWith(`${backend},${replica.name},`));
      if (row?.split(',')[17]?.startsWith(status)) return;
      await sleep(100);
    }
    throw new Error(`HAProxy did not see ${replica.name} ${status.toLowerCase()} within ${timeoutMs} ms`);
  };
  const waitUp = (replica: Replica, timeoutMs?: number) => waitFor(replica, 'UP', timeoutMs);
  const waitDown = (replica: Replica, timeoutMs?: number) => waitFor(replica, 'DOWN', timeoutMs);

  const close = async () => {
    await Promise.all(PIECES.flatMap((piece) => replicas[piece].map((replica) => replica.kill())));
    haproxy.kill('SIGTERM');
    await haproxyExited;
    await pg.stop();
  };
  try {
    // The first replica of each piece migrates alone; the second starts once it is ready.
    for (const i of [0, 1])
      await Promise.all((['catalog', 'commerce', 'support'] as Piece[]).map((piece) => replicas[piece][i].start()));
    for (const gateway of replicas.gateway) await gateway.start();
    for (const piece of PIECES) for (const replica of replicas[piece]) await waitUp(replica);
  } catch (error) {
    await close().catch(() => undefined);
    throw new Error(`${String(error)} (logs in ${logDir})`);
  }
  return {
    url: `http://127.0.0.1:${layout.frontends.gateway}`,
    gatewayUrls: replicas.gateway.map((gateway) => gateway.url),
    databaseUrl,
    replicas,
    waitUp,
    waitDown,
    logDir,
    close,
  };
}
