// `npm run test:slow`: `npm test` on a machine three times slower than this one, to prove the
// suite does not depend on the machine's speed (issue 39). TEST_SLOW=1 for every step:
//  - every Playwright page runs with Chromium's CPU slowed 3x (CDP Emulation.setCPUThrottlingRate,
//    e2e/fixtures.ts), and the shop it drives (scripts/e2e-server.mjs: gateway, subgraphs,
//    PostgreSQL) runs under a CPU quota of a third of the machine's cores;
//  - jest (its tests start their stacks in their own processes) runs under the same quota.
// The quota is a cgroup made here (scripts/lib/cpu-quota.mjs: v2 cpu.max, or v1
// cpu.cfs_quota_us), removed at the end; where the machine allows no cgroup, the processes are
// pinned to one core with taskset instead (said at the start).
// `npm run test:slow -- playwright [args]` or `-- jest [args]` runs only that runner, slowed.
// TEST_SLOWDOWN changes the factor (default 3).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCpuQuota, removeCpuQuota, slowCpus } from './lib/cpu-quota.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const slowdown = Number(process.env.TEST_SLOWDOWN ?? 3);
const quota = createCpuQuota(`shop-test-slow-${process.pid}`, slowCpus(slowdown));
process.stdout.write(
  `\n=== slow mode: Chromium's CPU ${slowdown}x slower; servers and jest: ${quota.dir ? quota.said : `${quota.said}; taskset to one core instead`}\n`,
);
const env = {
  ...process.env,
  TEST_SLOW: '1',
  TEST_SLOWDOWN: String(slowdown),
  ...(quota.dir ? { TEST_SLOW_CGROUP: quota.dir } : { TEST_SLOW_TASKSET: '1' }),
};
const [which, ...args] = process.argv.slice(2);
const started = Date.now();
const command =
  which === 'playwright'
    ? ['npx', ['playwright', 'test', ...args]]
    : which === 'jest'
      ? ['node', ['scripts/in-cpu-quota.mjs', 'npx', 'jest', ...args]]
      : ['node', ['scripts/test.mjs', ...process.argv.slice(2)]];
const result = spawnSync(command[0], command[1], { cwd: root, stdio: 'inherit', env });
process.stdout.write(`\n=== slow mode: ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
if (quota.dir) await removeCpuQuota(quota.dir);
process.exit(result.status ?? 1);
