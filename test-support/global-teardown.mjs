import fs from 'node:fs';
import pg from 'pg';

export default async function globalTeardown() {
  await dropStackTemplate();
  const handle = globalThis.__SHOP_TEST_DB__;
  if (!handle) return;
  // Every jest project that uses this teardown calls it; the first one stops the server.
  globalThis.__SHOP_TEST_DB__ = undefined;
  await handle.db.stop();
  fs.rmSync(handle.dir, { recursive: true, force: true });
}

/** The run's stack template (global-setup.mjs) goes with the run, also on a server that outlives it. */
async function dropStackTemplate() {
  const template = globalThis.__SHOP_TEST_TEMPLATE__;
  if (!template) return;
  globalThis.__SHOP_TEST_TEMPLATE__ = undefined;
  const client = new pg.Client({ connectionString: template.server });
  await client.connect();
  try {
    await client.query(`alter database "${template.database}" with is_template false`);
    await client.query(`drop database "${template.database}"`);
  } finally {
    await client.end();
  }
}
