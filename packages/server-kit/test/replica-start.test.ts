import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { runMigrations } from '../src';
import { catalogOrmOptions } from '../../../subgraphs/catalog/src/mikro-orm.config';
import { commerceOrmOptions } from '../../../subgraphs/commerce/src/mikro-orm.config';
import { supportOrmOptions } from '../../../subgraphs/support/src/mikro-orm.config';
import { gatewayMigrationOptions } from '../../../gateway/src/db/migrate';
import { testDatabaseUrl } from '../../../test-support/db';
import { ReplicaProcess, type Piece } from '../../../test-support/replica-process';

// Several replicas of every piece starting at the same moment on one database, as a deployment
// that scales out (or restarts everything after an upgrade) does: each schema's migrations run
// under its advisory lock, so every process comes up and each migration is recorded once.
jest.setTimeout(300_000);

const schemas: Record<Piece, (url: string) => Parameters<typeof runMigrations>[0]> = {
  catalog: catalogOrmOptions,
  commerce: commerceOrmOptions,
  support: supportOrmOptions,
  gateway: gatewayMigrationOptions,
};

/** The gateway's tables as versions before migrations created them at start-up (ensureTable), with no migration history. */
const OLD_GATEWAY_TABLES = [
  `create schema if not exists gateway`,
  `create table gateway.session (sid varchar not null primary key, sess json not null, expire timestamp(6) not null)`,
  `create index "IDX_session_expire" on gateway.session (expire)`,
  `alter table gateway.session add column user_id integer generated always as ((sess->>'userId')::integer) stored`,
  `create index session_user_id_idx on gateway.session (user_id) where user_id is not null`,
  `create table gateway.throttle (key text primary key, hits integer not null, window_start timestamptz not null, blocked_until timestamptz, updated_at timestamptz not null)`,
  `create table gateway.idempotency_key (user_id integer not null, key text not null, fingerprint text not null, status integer, body text,
     created_at timestamptz not null default now(), claimed_at timestamptz not null default now(), primary key (user_id, key))`,
  `create table gateway.audit_entry (id bigserial primary key, at timestamptz not null default now(), user_id integer, action text not null,
     target text not null default '', details text, ip text not null default '', outcome text not null default 'ok')`,
  `insert into gateway.audit_entry (user_id, action, target) values (1, 'updateProduct', 'product 7')`,
];

async function startTwoOfEach(databaseUrl: string): Promise<ReplicaProcess[]> {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'replica-start-mail-'));
  const options: Record<Piece, Record<string, unknown>> = {
    catalog: { databaseUrl, seedDemo: true },
    commerce: {
      databaseUrl,
      seedDemo: true,
      catalogUrl: 'http://127.0.0.1:9/graphql',
      mailDir,
      startOutboxWorker: false,
      adminEmail: 'admin@shop.test',
      adminPassword: 'admin-password-1',
      payments: { provider: 'test' },
    },
    support: { databaseUrl, seedDemo: true, commerceUrl: 'http://127.0.0.1:9/graphql' },
    gateway: {
      DATABASE_URL: databaseUrl,
      SERVE_STATIC: 'false',
      CATALOG_URL: 'http://127.0.0.1:9/graphql',
      COMMERCE_URL: 'http://127.0.0.1:9/graphql',
      SUPPORT_URL: 'http://127.0.0.1:9/graphql',
    },
  };
  const pieces = (Object.keys(options) as Piece[]).flatMap((piece) => [piece, piece]);
  const started = await Promise.allSettled(pieces.map((piece) => ReplicaProcess.start(piece, options[piece])));
  const replicas = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  if (failed.length) {
    await Promise.all(replicas.map((replica) => replica.close()));
    throw new Error(`not every replica came up: ${failed.join('; ')}`);
  }
  return replicas;
}

async function expectEachMigrationOnce(databaseUrl: string): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    for (const [piece, optionsOf] of Object.entries(schemas)) {
      const { schema, migrations } = optionsOf(databaseUrl);
      const { rows } = await db.query<{ name: string }>(
        `select name from "${schema}".mikro_orm_migrations order by id`,
      );
      expect({ piece, names: rows.map((row) => row.name) }).toEqual({
        piece,
        names: migrations.map((migration) => migration.name),
      });
    }
  } finally {
    await db.end();
  }
}

async function expectAllHealthy(replicas: ReplicaProcess[]): Promise<void> {
  const health = await Promise.all(
    replicas.map(async (replica) => `${replica.piece} ${(await fetch(`${replica.url}/health`)).status}`),
  );
  expect(health.sort()).toEqual([
    'catalog 200',
    'catalog 200',
    'commerce 200',
    'commerce 200',
    'gateway 200',
    'gateway 200',
    'support 200',
    'support 200',
  ]);
}

describe('two replicas of every piece starting together', () => {
  let replicas: ReplicaProcess[] = [];

  afterEach(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    replicas = [];
  });

  it('on an empty database: all come up and every migration ran once', async () => {
    const databaseUrl = testDatabaseUrl('replicas_empty');
    replicas = await startTwoOfEach(databaseUrl);
    await expectAllHealthy(replicas);
    await expectEachMigrationOnce(databaseUrl);
  });

  it('on a database at its first migrations (and gateway tables from before migrations): all come up, the rest ran once, the data stayed', async () => {
    const databaseUrl = testDatabaseUrl('replicas_old');
    for (const piece of ['catalog', 'commerce', 'support'] as const) {
      const options = schemas[piece](databaseUrl);
      await runMigrations({ ...options, migrations: options.migrations.slice(0, 1) });
    }
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      for (const statement of OLD_GATEWAY_TABLES) await db.query(statement);
    } finally {
      await db.end();
    }

    replicas = await startTwoOfEach(databaseUrl);
    await expectAllHealthy(replicas);
    await expectEachMigrationOnce(databaseUrl);
    const check = new Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      const { rows } = await check.query(`select action, target from gateway.audit_entry`);
      expect(rows).toEqual([{ action: 'updateProduct', target: 'product 7' }]);
    } finally {
      await check.end();
    }
  });
});
