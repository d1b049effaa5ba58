import fs from 'node:fs';

export default async function globalTeardown() {
  const handle = globalThis.__SHOP_TEST_DB__;
  if (!handle) return;
  // Every jest project that uses this teardown calls it; the first one stops the server.
  globalThis.__SHOP_TEST_DB__ = undefined;
  await handle.db.stop();
  fs.rmSync(handle.dir, { recursive: true, force: true });
}
