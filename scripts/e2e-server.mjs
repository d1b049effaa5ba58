// The shop for Playwright: scripts/start.mjs on its own ports with a fresh data folder, so a
// developer's `npm start` (port 8080, .data/) can keep running beside the tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// E2E_PORT, E2E_PG_PORT and E2E_SUBGRAPH_PORT move a second run (another worktree) off the defaults.
const dataDir = path.join(root, '.data', `e2e-${process.env.PORT ?? '18080'}`);
const subgraphPort = Number(process.env.E2E_SUBGRAPH_PORT ?? 14001);
fs.rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PG_PORT: process.env.E2E_PG_PORT ?? '15434',
  CATALOG_PORT: String(subgraphPort),
  COMMERCE_PORT: String(subgraphPort + 1),
  SUPPORT_PORT: String(subgraphPort + 2),
  ADMIN_EMAIL: 'admin@shop.local',
  ADMIN_PASSWORD: 'e2e-admin-password',
  LOG_LEVEL: 'warn',
  // The server-rendered pages are what e2e/server-render.spec.ts looks at, not how fast they render
  // (300 ms in production): a slowed machine must not turn them into the client-rendered page.
  RENDER_BUDGET: process.env.RENDER_BUDGET ?? '10s',
  // argon2id at 1 MiB and one pass (OWASP's 19 MiB and two in production, which refuses less):
  // the specs sign up hundreds of customers.
  PASSWORD_HASH_MEMORY_KIB: '1024',
  PASSWORD_HASH_PASSES: '1',
  // Every spec signs up its own customers from one address (127.0.0.1): more than the 50 an hour
  // a real address may (security/throttles.test.ts proves that limit).
  RATE_LIMIT_SIGNUP: process.env.RATE_LIMIT_SIGNUP ?? '1000/1h',
  // The specs sign the admin in many times without a second factor (staff-second-factor.spec sets its own).
  STAFF_SECOND_FACTOR_GRACE: process.env.STAFF_SECOND_FACTOR_GRACE ?? '1000000',
  // The webhook specs' receivers listen on http://127.0.0.1 in the spec's process (never in production).
  WEBHOOK_ALLOW_HTTP: 'true',
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
});
delete process.env.DATABASE_URL;
// Slow mode (scripts/test-slow.mjs): the shop runs under the CPU quota; its processes inherit it.
if (process.env.TEST_SLOW_CGROUP) {
  const { joinCpuQuota } = await import('./lib/cpu-quota.mjs');
  joinCpuQuota(process.env.TEST_SLOW_CGROUP);
} else if (process.env.TEST_SLOW_TASKSET) {
  const { spawnSync } = await import('node:child_process');
  spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
}
await import('./start.mjs');
