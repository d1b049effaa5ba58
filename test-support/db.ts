import { randomBytes } from 'node:crypto';

/** A fresh, empty database on the jest run's PostgreSQL server, so test files never share state. */
export function testDatabaseUrl(prefix: string, server = process.env.TEST_DATABASE_SERVER_URL): string {
  if (!server)
    throw new Error('TEST_DATABASE_SERVER_URL is not set: run the tests through jest (globalSetup starts PostgreSQL)');
  return `${server}/${prefix}_${randomBytes(4).toString('hex')}`;
}

/** The services with a database role of their own (deploy/postgres/init-roles.sql). */
export const DATABASE_ROLE_SERVICES = ['catalog', 'commerce', 'support', 'gateway'] as const;
export type DatabaseRoleService = (typeof DATABASE_ROLE_SERVICES)[number];

/**
 * Applies the deployment's role script (deploy/postgres/init-roles.sql, as docker-compose runs it)
 * to the database of `databaseUrl`, as its owner, with fresh passwords; answers each service's own
 * connection URL (role `shop_<service>`).
 */
export async function applyDatabaseRoles(databaseUrl: string): Promise<Record<DatabaseRoleService, string>> {
  const { Client } = await import('pg');
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { ensureDatabase } = await import('../packages/server-kit/src/orm');
  await ensureDatabase(databaseUrl);
  const script = fs.readFileSync(path.resolve(__dirname, '..', 'deploy', 'postgres', 'init-roles.sql'), 'utf8');
  const passwords = Object.fromEntries(
    DATABASE_ROLE_SERVICES.map((service) => [service, randomBytes(16).toString('hex')]),
  ) as Record<DatabaseRoleService, string>;
  const owner = new Client({ connectionString: databaseUrl });
  await owner.connect();
  try {
    for (const service of DATABASE_ROLE_SERVICES)
      await owner.query(`select set_config($1, $2, false)`, [`shop.${service}_password`, passwords[service]]);
    await owner.query(script);
  } finally {
    await owner.end();
  }
  return Object.fromEntries(
    DATABASE_ROLE_SERVICES.map((service) => {
      const url = new URL(databaseUrl);
      url.username = `shop_${service}`;
      url.password = passwords[service];
      return [service, url.toString()];
    }),
  ) as Record<DatabaseRoleService, string>;
}
