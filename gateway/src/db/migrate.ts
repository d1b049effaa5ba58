import type { Pool } from 'pg';
import { migrateOnStart, requireMigrated, runMigrations } from '@shop/server-kit';
import { migrations } from './migrations';

export const GATEWAY_SCHEMA = 'gateway';

/** The gateway's migration options: its own schema, no entities (it reaches its tables with plain SQL). */
export function gatewayMigrationOptions(databaseUrl: string) {
  return { schema: GATEWAY_SCHEMA, databaseUrl, migrations };
}

/** Runs the gateway's pending migrations under the schema's advisory lock. */
export function migrateGateway(databaseUrl: string): Promise<string[]> {
  return runMigrations(gatewayMigrationOptions(databaseUrl));
}

/** At start-up: migrates (MIGRATE_ON_START, the default) or refuses to start on a schema that lacks a migration. */
export async function prepareGatewaySchema(databaseUrl: string, pool: Pool): Promise<void> {
  if (migrateOnStart()) await migrateGateway(databaseUrl);
  else
    await requireMigrated(
      async (sql) => (await pool.query(sql)).rows as Array<Record<string, unknown>>,
      GATEWAY_SCHEMA,
      migrations,
    );
}
