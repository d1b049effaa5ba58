import { createHash } from 'node:crypto';

// The timing suite's calibration (`npm run test:timing`): a fixed CPU loop timed at the suite's
// start. Its budgets were set on a machine where the loop took REFERENCE_MS; on a machine where it
// takes longer each budget grows by the same factor (never shrinks), and the suite's output says so.

/** The loop's median time on the machine the timing budgets were set on (2 shared cores, idle). */
export const REFERENCE_MS = 90;

/** SHA-256 over 64 KiB, chained 2,000 times: CPU only, no allocation worth the name, no I/O. */
function loopOnce(): number {
  const block = Buffer.alloc(64 * 1024, 7);
  let digest = Buffer.alloc(32);
  const started = process.hrtime.bigint();
  for (let i = 0; i < 2_000; i += 1) digest = createHash('sha256').update(digest).update(block).digest();
  if (digest.length !== 32) throw new Error('unreachable');
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
  `calibration: a fixed CPU loop (SHA-256, 2,000 x 64 KiB) took ${c.loopMs.toFixed(1)} ms here, ${c.referenceMs} ms on the reference machine: budgets x ${c.factor.toFixed(2)}`;
