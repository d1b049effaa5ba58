// One real PostgreSQL for the whole jest run: TEST_DATABASE_SERVER_URL is the server URL
// (no database); each test file creates its own database through test-support/db.ts.
// With TEST_DATABASE_SERVER_URL already set (e.g. a CI service), that server is used instead.
import path from 'node:path';
import fs from 'node:fs';
import { startEmbeddedPostgres } from '../scripts/lib/embedded-db.mjs';

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_SERVER_URL) return;
  const dir = path.resolve('.data/test-postgres');
  fs.rmSync(dir, { recursive: true, force: true });
  const db = await startEmbeddedPostgres({ dir, port: Number(process.env.TEST_PG_PORT ?? 15433), persistent: false });
  process.env.TEST_DATABASE_SERVER_URL = db.url;
  globalThis.__SHOP_TEST_DB__ = db;
}
