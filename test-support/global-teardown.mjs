import fs from 'node:fs';

export default async function globalTeardown() {
  const handle = globalThis.__SHOP_TEST_DB__;
  if (!handle) return;
  await handle.db.stop();
  fs.rmSync(handle.dir, { recursive: true, force: true });
}
