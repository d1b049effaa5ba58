/**
 * A battery's size. `npm test` proves the behaviour at `quick` (on any machine, slowed ones too:
 * docs/testing.md); `npm run test:load`, which .ci/run runs after it, sets the variable to the size
 * the battery's figure names (scripts/test-load.mjs). A set variable always wins, for a run by hand.
 */
export function batterySize(variable: string, quick: number): number {
  const set = process.env[variable];
  if (set === undefined || set === '') return quick;
  const size = Number(set);
  if (!Number.isInteger(size) || size < 1) throw new Error(`${variable} must be a whole number above 0, not "${set}"`);
  return size;
}
