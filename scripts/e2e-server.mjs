// The shop for Playwright: scripts/start.mjs on its own ports with a fresh data folder, so a
// developer's `npm start` (port 8080, .data/) can keep running beside the tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data', 'e2e');
fs.rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PG_PORT: process.env.E2E_PG_PORT ?? '15434',
  CATALOG_PORT: '14001',
  COMMERCE_PORT: '14002',
  SUPPORT_PORT: '14003',
  ADMIN_EMAIL: 'admin@shop.local',
  ADMIN_PASSWORD: 'e2e-admin-password',
  LOG_LEVEL: 'warn',
});
delete process.env.DATABASE_URL;
await import('./start.mjs');
