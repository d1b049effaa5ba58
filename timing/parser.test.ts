import { calibration, describeCalibration, scaled } from '../test-support/calibration';
import { expectedOutcome, HOSTILE, outcome, SIZE, STEPS } from '../test-support/hostile-lines';
import { timingFigure } from './figure';

// The account parser's time on hostile input (issue 22 item 5; the answers themselves are
// security/parser-redos.test.ts). Each public step runs on each 100 KB line alone (the best of five
// runs) and must answer, or refuse with the expected refusal, within an absolute ceiling; a step
// past the fast limit must also grow linearly: under eight times its time on the same shape at a
// quarter of the length (a quadratic step grows sixteen times). Both limits are the reference
// machine's, scaled by the calibration (test-support/calibration.ts).
const CEILING_MS = 500;
const FAST_MS = 50;
const QUARTER_GROWTH_LIMIT = 8;

function bestMs(step: (line: string) => unknown, line: string): number {
  const runs = [0, 1, 2, 3, 4].map(() => {
    const start = process.hrtime.bigint();
    outcome(step, line);
    return Number(process.hrtime.bigint() - start) / 1e6;
  });
  return Math.min(...runs);
}

describe('account parser on hostile input, timed', () => {
  it(`answers or refuses every 100 KB line within ${CEILING_MS} ms (scaled), growing linearly past ${FAST_MS} ms`, () => {
    console.log(describeCalibration(calibration()));
    const ceiling = scaled(CEILING_MS);
    const fast = scaled(FAST_MS);
    const times = Object.entries(HOSTILE).flatMap(([shape, make]) => {
      const line = make(SIZE);
      return Object.entries(STEPS).map(([stepName, step]) => {
        outcome(step, 'Server: EUW Username: u Password: p Blueessences: 1 Skins: EPIC Arcade Sona'); // warm-up
        expect(`${shape} / ${stepName}: ${outcome(step, line)}`).toBe(
          `${shape} / ${stepName}: ${expectedOutcome(shape, stepName)}`,
        );
        const ms = bestMs(step, line);
        const quarterMs = ms < fast ? 0 : bestMs(step, make(SIZE / 4));
        return { name: `${shape}: ${stepName}`, ms, quarterMs };
      });
    });
    const worst = times.reduce((a, b) => (b.ms > a.ms ? b : a));
    timingFigure(
      `account parser: worst step on a 100 KB hostile line (${worst.name})`,
      Number(worst.ms.toFixed(1)),
      ceiling,
    );
    expect(times.filter((t) => t.ms >= ceiling)).toEqual([]);
    expect(times.filter((t) => t.ms >= fast && t.ms >= QUARTER_GROWTH_LIMIT * t.quarterMs)).toEqual([]);
  });
});
