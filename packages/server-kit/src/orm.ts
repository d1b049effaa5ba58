import { MikroORM, ReflectMetadataProvider, type MigrationObject, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { log } from './log';
import { kitSettings } from './env';

// For a piece without MikroORM of its own (the gateway) to write migrations the same way.
export { Migration } from '@mikro-orm/migrations';
export type { MigrationObject } from '@mikro-orm/core';

/**
 * Each subgraph owns one PostgreSQL schema named after it, its entities and its committed
 * migrations. Migrations are listed explicitly (`migrationsList`) rather than globbed from disk,
 * so the same list runs from compiled `dist/` in production and from TypeScript under jest.
 */
export interface OrmOptions {
  schema: string;
  databaseUrl: string;
  entities: NonNullable<Options['entities']>;
  migrations: MigrationObject[];
  /** Where `scripts/migration-create.mjs` writes new migrations (TypeScript source folder). */
  migrationsPath?: string;
  debug?: boolean;
}

/** `<NAME>_DATABASE_URL`, else `DATABASE_URL`. */
export function resolveDatabaseUrl(subgraph: string): string {
  const url = process.env[`${subgraph.toUpperCase()}_DATABASE_URL`] ?? process.env.DATABASE_URL;
  if (!url) {
    throw new Error(`${subgraph.toUpperCase()}_DATABASE_URL or DATABASE_URL must be set (npm start sets it for you)`);
  }
  return url;
}

export function ormConfig(options: OrmOptions): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl: options.databaseUrl,
    schema: options.schema,
    entities: options.entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    debug: options.debug ?? false,
    allowGlobalContext: false,
    pool: { min: 0, max: kitSettings().dbPoolMax },
    migrations: {
      migrationsList: options.migrations,
      path: options.migrationsPath,
      pathTs: options.migrationsPath,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      silent: true,
    },
  };
}

/**
 * `MIGRATE_ON_START` (default true): whether a process runs its pending migrations when it starts.
 * Deployments that run the migrate command as a separate job set it to false.
 */
export function migrateOnStart(env?: NodeJS.ProcessEnv): boolean {
  return kitSettings(env).migrateOnStart;
}

/** The advisory lock key of one schema's migrations (PostgreSQL hashes the text to a bigint). */
export function migrationLockName(schema: string): string {
  return `shop.migrations.${schema}`;
}

/**
 * Runs `work` while holding a session advisory lock named `name`, taken on a connection of its
 * own: processes of every replica queue on it, one at a time (PostgreSQL hashes the name to the key).
 */
export async function withAdvisoryLock<T>(databaseUrl: string, name: string, work: () => Promise<T>): Promise<T> {
  const lock = new Client({ connectionString: databaseUrl });
  // A server restart while the lock is held must not crash the process (the work's own statements fail instead).
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [name]);
    return await work();
  } finally {
    // Ending the session releases the lock even when the unlock itself cannot be sent.
    await lock.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

/**
 * Runs the pending migrations of one schema under the schema's advisory lock: replicas starting
 * together queue on the lock, and each one after the first finds nothing pending. Answers the
 * names of the migrations this call ran.
 */
export function migrateUnderLock(
  orm: MikroORM<PostgreSqlDriver>,
  schema: string,
  databaseUrl: string,
): Promise<string[]> {
  return withAdvisoryLock(databaseUrl, migrationLockName(schema), async () => {
    await orm.em.getConnection().execute(`create schema if not exists "${schema}"`);
    const ran = await orm.getMigrator().up();
    return ran.map((migration) => migration.name);
  });
}

/**
 * Start-up writes that check first and insert after (reference data, demo seeds, the first admin)
 * run under this lock, so replicas starting together do not insert the same rows twice.
 */
export function withStartupLock<T>(databaseUrl: string, schema: string, work: () => Promise<T>): Promise<T> {
  return withAdvisoryLock(databaseUrl, `shop.startup.${schema}`, work);
}

/**
 * Refuses to start on a schema whose migrations have not all run (with MIGRATE_ON_START=false);
 * `select` runs one parameterless query (the schema name is ours, never a client's).
 */
export async function requireMigrated(
  select: (sql: string) => Promise<Array<Record<string, unknown>>>,
  schema: string,
  migrations: MigrationObject[],
): Promise<void> {
  const [found] = await select(`select to_regclass('"${schema}".mikro_orm_migrations')::text as present`);
  const rows = found?.present ? await select(`select name from "${schema}".mikro_orm_migrations`) : [];
  const applied = new Set(rows.map((row) => String(row.name).replace(/\.[jt]s$/, '')));
  const pending = migrations.map((migration) => migration.name).filter((name) => !applied.has(name));
  if (pending.length) {
    throw new Error(
      `schema "${schema}" lacks ${pending.length} migration(s) (${pending.join(', ')}) and MIGRATE_ON_START is false: run the migrations first (npm run migrate)`,
    );
  }
}

/**
 * Creates the database (when the server allows), then runs pending migrations under the schema's
 * advisory lock, or, with MIGRATE_ON_START=false, checks that none is pending.
 */
export async function openOrm(options: OrmOptions): Promise<MikroORM<PostgreSqlDriver>> {
  const migrate = migrateOnStart();
  if (migrate) await ensureDatabase(options.databaseUrl);
  const orm = await MikroORM.init(ormConfig(options));
  try {
    if (migrate) await migrateUnderLock(orm, options.schema, options.databaseUrl);
    else await requireMigrated((sql) => orm.em.getConnection().execute(sql), options.schema, options.migrations);
  } catch (error) {
    await orm.close(true).catch(() => undefined);
    throw error;
  }
  return orm;
}

/**
 * The migrate command of one piece (`node <piece>/dist/migrate.js`): creates the database when
 * the server allows, runs the schema's pending migrations under its lock, closes. Entities are
 * optional (the gateway has none).
 */
export async function runMigrations(
  options: Omit<OrmOptions, 'entities'> & { entities?: OrmOptions['entities'] },
): Promise<string[]> {
  await ensureDatabase(options.databaseUrl);
  const config = ormConfig({ ...options, entities: options.entities ?? [] });
  const orm = await MikroORM.init({ ...config, discovery: { warnWhenNoEntities: false } });
  try {
    return await migrateUnderLock(orm, options.schema, options.databaseUrl);
  } finally {
    await orm.close(true);
  }
}

/** Runs `runMigrations` as a command: logs what ran, exits 0, or 1 with the error. */
export function runMigrateCommand(name: string, options: () => Parameters<typeof runMigrations>[0]): void {
  Promise.resolve()
    .then(() => runMigrations(options()))
    .then((ran) => {
      log(name, 'info', ran.length ? `ran ${ran.length} migration(s): ${ran.join(', ')}` : 'no pending migrations');
      process.exit(0);
    })
    .catch((error: unknown) => {
      log(name, 'error', 'migrations failed', { error: String((error as Error)?.stack ?? error) });
      process.exit(1);
    });
}

/** Creates the database named in the URL when it does not exist yet (embedded and test servers). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name || name === 'postgres') return;
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  try {
    await client.connect();
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
        // Created concurrently by another process: 42P04, or 23505 when both inserts met in the catalogue.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } catch (error) {
    // A managed server may not let us connect to `postgres`; the database must then exist already.
    if ((error as { code?: string }).code === '42501' || (error as { code?: string }).code === '3D000') return;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
