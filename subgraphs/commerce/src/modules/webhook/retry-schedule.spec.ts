import { nextAttemptAt, RETRY_OFFSETS_S } from './retry-schedule';

// The retry schedule (issue 37 item 5): immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h,
// 20 h, 24 h after the event, each with up to ±10 % of its gap as jitter; WEBHOOK_RETRY_SCALE scales it.
const created = new Date('2026-11-29T00:00:00Z');
const middle = () => 0.5; // no jitter
const at = (attempts: number, scale = 1, random = middle) => nextAttemptAt(created, attempts, scale, created, random);

it('follows the schedule, counted from the event, over 24 hours', () => {
  const offsets = Array.from({ length: RETRY_OFFSETS_S.length - 1 }, (_, i) =>
    Math.round((at(i + 1)!.getTime() - created.getTime()) / 1000),
  );
  expect(offsets).toEqual([5, 300, 1_800, 7_200, 18_000, 36_000, 50_400, 72_000, 86_400]);
  expect(at(RETRY_OFFSETS_S.length)).toBeNull();
});

it('jitters by at most a tenth of the gap', () => {
  const early = at(4, 1, () => 0)!.getTime() - created.getTime();
  const late = at(4, 1, () => 0.999999)!.getTime() - created.getTime();
  // The step at 2 h follows the one at 30 min: a gap of 90 min, so ±9 min.
  expect(early).toBe((7_200 - 540) * 1000);
  expect(Math.round(late / 1000)).toBe(7_200 + 540);
});

it('scales with WEBHOOK_RETRY_SCALE, and is never in the past', () => {
  expect(at(1, 0.001)!.getTime() - created.getTime()).toBe(5);
  expect(at(9, 0)!.getTime()).toBe(created.getTime());
  const later = new Date(created.getTime() + 3_600_000);
  expect(nextAttemptAt(created, 1, 1, later, middle)).toEqual(later);
});
