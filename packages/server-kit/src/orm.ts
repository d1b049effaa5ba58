import { MikroORM, ReflectMetadataProvider, type MigrationObject, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Client } from 'pg';

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
    pool: { min: 0, max: Number(process.env.DB_POOL_MAX ?? 10) },
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

/** Creates the database (when the server allows) and schema if missing, then runs pending migrations. */
export async function openOrm(options: OrmOptions): Promise<MikroORM<PostgreSqlDriver>> {
  await ensureDatabase(options.databaseUrl);
  const orm = await MikroORM.init(ormConfig(options));
  await orm.em.getConnection().execute(`create schema if not exists "${options.schema}"`);
  await orm.getMigrator().up();
  return orm;
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
        if (error.code !== '42P04') throw error; // created concurrently by another process
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
