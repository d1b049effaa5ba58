import { randomBytes } from 'node:crypto';

/** A fresh, empty database on the jest run's PostgreSQL server, so test files never share state. */
export function testDatabaseUrl(prefix: string, server = process.env.TEST_DATABASE_SERVER_URL): string {
  if (!server) throw new Error('TEST_DATABASE_SERVER_URL is not set: run the tests through jest (globalSetup starts PostgreSQL)');
  return `${server}/${prefix}_${randomBytes(4).toString('hex')}`;
}
