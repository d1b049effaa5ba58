// A process's CPU time from /proc (Linux), for the benches' figures per order or per answer.
import fs from 'node:fs';

const TICK_MS = 1000 / 100; // USER_HZ: 100 on Linux

/** utime + stime (+ waited-for children's, for the postmaster) of a process, in ms; 0 when gone. */
export function cpuMs(pid, withChildren = false) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks =
      Number(fields[11]) + Number(fields[12]) + (withChildren ? Number(fields[13]) + Number(fields[14]) : 0);
    return ticks * TICK_MS;
  } catch {
    return 0;
  }
}
