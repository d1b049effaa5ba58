// `node scripts/in-cpu-quota.mjs <command> [args...]`: runs the command inside the slow mode's CPU
// quota (TEST_SLOW_CGROUP, made by scripts/test-slow.mjs); without one, or where joining fails,
// pinned to one core with taskset (TEST_SLOW_TASKSET=1 asks for that directly).
import { spawnSync } from 'node:child_process';
import { joinCpuQuota } from './lib/cpu-quota.mjs';

const [command, ...args] = process.argv.slice(2);
let run = [command, args];
const dir = process.env.TEST_SLOW_CGROUP;
let joined = false;
if (dir && !process.env.TEST_SLOW_TASKSET) {
  try {
    joinCpuQuota(dir);
    joined = true;
  } catch (error) {
    process.stderr.write(
      `slow mode: could not join ${dir} (${error.code ?? error.message}); taskset to core 0 instead\n`,
    );
  }
}
if (!joined) run = ['taskset', ['-c', '0', command, ...args]];
const result = spawnSync(run[0], run[1], { stdio: 'inherit' });
process.exit(result.status ?? 1);
