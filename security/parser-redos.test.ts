import { expectedOutcome, HOSTILE, outcome, SIZE, STEPS } from '../test-support/hostile-lines';

// Issue 22 item 5: the account parser on hostile input. Each 100 KB line below is shaped against
// the parser's own steps; each public step answers it, or refuses it with the parser's own refusal
// (AccountTextError and its message: a 400 at the routes), never another error. Before the fix a
// field followed by 100 KB of spaces took 15 s (/[|;\s]+$/ is quadratic) and a line of 25,000
// garbage skins up to 50 ms (now refused past MAX_SKINS). How long each step takes is the timing
// suite's (timing/parser.test.ts, `npm run test:timing`): no time is bounded here.

describe('account parser on hostile input', () => {
  it('answers every 100 KB line or refuses it with the expected refusal', () => {
    const answers = Object.entries(HOSTILE).flatMap(([shape, make]) => {
      const line = make(SIZE);
      expect(line.length).toBeGreaterThanOrEqual(SIZE);
      return Object.entries(STEPS).map(([step, run]) => `${shape} / ${step}: ${outcome(run, line)}`);
    });
    const expected = Object.keys(HOSTILE).flatMap((shape) =>
      Object.keys(STEPS).map((step) => `${shape} / ${step}: ${expectedOutcome(shape, step)}`),
    );
    expect(answers).toEqual(expected);
  });
});
