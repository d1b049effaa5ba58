// The timing suite's calibration (`npm run test:timing`): a fixed CPU loop timed at the suite's
// start. Its budgets were set on a machine where the loop took REFERENCE_MS; on a machine where it
// takes longer each budget grows by the same factor (never shrinks), and the suite's output says so.
//
// The loop is plain JavaScript as a page load runs it: 3,000 functions compiled and each run once
// (a fresh source per run, so nothing is reused), and their objects. Until 2026-11-29 it was
// SHA-256 over 64 KiB blocks, which runs on the CPU's SHA instructions: on that day's machine it
// said x 1.00 while every page's longest task was two to three times the budgets' machine's
// (docs/testing.md "Calibration").

/** The loop's median time on the machine the timing budgets were set on (2 shared cores, idle). */
export const REFERENCE_MS = 62;

let runs = 0;

/** Compiles and runs 3,000 distinct small functions once each: CPU only, no I/O. */
function loopOnce(): number {
  const seed = `c${process.pid}_${(runs += 1)}`;
  let source = 'let sum = 0;\n';
  for (let i = 0; i < 3_000; i += 1)
    source +=
      `function ${seed}_${i}(a) { const o = { k${i}: a, m: [a, a + 1, ${i}] };` +
      ` for (let j = 0; j < 3; j += 1) o.m.push(o.m[j] * 2 + ${i}); return JSON.stringify(o).length + a; }\n` +
      `sum += ${seed}_${i}(${i});\n`;
  source += 'return sum;';
  const started = process.hrtime.bigint();
  const sum = (new Function(source) as () => number)();
  if (!(sum > 0)) throw new Error('unreachable');
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export interface Calibration {
  /** The loop's median time here (ms). */
  loopMs: number;
  referenceMs: number;
  /** What every budget is multiplied by: loopMs / referenceMs, at least 1. */
  factor: number;
}

/** Times the loop (median of 7 runs after one warm-up). */
export function measureCalibration(): Calibration {
  loopOnce();
  const runs = Array.from({ length: 7 }, loopOnce).sort((a, b) => a - b);
  const loopMs = runs[3];
  return { loopMs, referenceMs: REFERENCE_MS, factor: Math.max(1, loopMs / REFERENCE_MS) };
}

/** The calibration scripts/test-timing.mjs measured once (TIMING_CALIBRATION), or one measured now. */
export function calibration(): Calibration {
  const given = process.env.TIMING_CALIBRATION;
  if (given) return JSON.parse(given) as Calibration;
  const measured = measureCalibration();
  process.env.TIMING_CALIBRATION = JSON.stringify(measured);
  return measured;
}

/** `ms` of a budget set on the reference machine, as it is here. */
export const scaled = (ms: number) => Math.round(ms * calibration().factor);

export const describeCalibration = (c: Calibration) =>
  `calibration: a fixed CPU loop (3,000 functions compiled and run once) took ${c.loopMs.toFixed(1)} ms here, ${c.referenceMs} ms on the reference machine: budgets x ${c.factor.toFixed(2)}`;
