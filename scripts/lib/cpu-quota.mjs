// The slow mode's CPU quota (`npm run test:slow`, scripts/test-slow.mjs): a cgroup whose CPU time
// is capped (cgroup v2 `cpu.max`, or v1 `cpu.cfs_quota_us` where the machine mounts the v1 cpu
// controller, as this one does), which a process joins before it starts its children (they inherit
// it). Needs root (or a delegated cgroup); where neither works, `taskset` pins to one core instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const V2 = '/sys/fs/cgroup';
const V1 = '/sys/fs/cgroup/cpu';
const PERIOD_US = 100_000;

function v2HasCpu() {
  try {
    return fs.readFileSync(path.join(V2, 'cgroup.controllers'), 'utf8').split(/\s+/).includes('cpu');
  } catch {
    return false;
  }
}

/**
 * Creates the cgroup `name` with `cpus` CPUs' worth of time (e.g. 0.67 of 2 cores: three times
 * slower); answers its folder and what it is, or null with the reason when the machine does not allow it.
 */
export function createCpuQuota(name, cpus) {
  const quotaUs = Math.max(1000, Math.round(cpus * PERIOD_US));
  try {
    if (v2HasCpu()) {
      const dir = path.join(V2, name);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'cpu.max'), `${quotaUs} ${PERIOD_US}`);
      return { dir, said: `cgroup v2 ${dir}: cpu.max ${quotaUs} ${PERIOD_US} (${cpus.toFixed(2)} CPUs)` };
    }
    if (fs.existsSync(path.join(V1, 'cpu.cfs_quota_us'))) {
      const dir = path.join(V1, name);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      fs.writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quotaUs));
      return { dir, said: `cgroup v1 ${dir}: cpu.cfs_quota_us ${quotaUs} per ${PERIOD_US} (${cpus.toFixed(2)} CPUs)` };
    }
    return { dir: null, said: 'no cgroup cpu controller here (neither v2 cpu.max nor v1 cpu.cfs_quota_us)' };
  } catch (error) {
    return {
      dir: null,
      said: `cgroup not writable (${error.code ?? error.message}); run as root or in a delegated cgroup`,
    };
  }
}

/** Moves process `pid` (default: this one) into the cgroup folder `dir`; its later children follow. */
export function joinCpuQuota(dir, pid = process.pid) {
  fs.writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
}

/** Removes the cgroup once empty: its last processes (a server's children) may take a moment to end. */
export async function removeCpuQuota(dir) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      fs.rmdirSync(dir);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  process.stderr.write(`slow mode: ${dir} still has processes; left in place\n`);
}

/** The slow mode's share of the machine: its cores divided by the slowdown. */
export const slowCpus = (slowdown) => os.availableParallelism() / slowdown;
