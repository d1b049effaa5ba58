// The bench's goals. The full bench (`npm run bench`) fails on any missed goal. `--quick` runs in
// .ci/run on whatever machine CI has: a missed speed goal is printed (`miss`) and does not fail
// it; what is wrong fails it in both (a parity, a status, a count, a 5xx).
let quick = false;

export function setQuick(value) {
  quick = value;
}

/** The line's mark and whether it lets the run pass: `met` a speed goal, `correct` everything else. */
export function goal(met, correct = true) {
  if (!correct) return { mark: 'FAIL', passes: false };
  if (met) return { mark: 'ok  ', passes: true };
  return quick ? { mark: 'miss', passes: true } : { mark: 'MISS', passes: false };
}
