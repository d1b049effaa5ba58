import { bucketOf, buildForSeed } from './buckets';
import { DEFAULT_ABORT_RULE, judge } from './canary-guard';

// The abort rule's figures and the bucket choice, alone (the API tests drive both through the gateway).

describe('the abort rule', () => {
  it('needs the floor of browsers and the factor per share of traffic', () => {
    expect(judge(19, 0, 10, DEFAULT_ABORT_RULE).abort).toBe(false);
    expect(judge(20, 0, 10, DEFAULT_ABORT_RULE).abort).toBe(true);
    // 50%: 30 against 15 is 2x per share; 29 against 15 is not.
    expect(judge(29, 15, 50, DEFAULT_ABORT_RULE).abort).toBe(false);
    expect(judge(30, 15, 50, DEFAULT_ABORT_RULE).abort).toBe(true);
    // 10% of the traffic with 20 failures against 90% with 100: 2.0 against 1.11 per percent.
    expect(judge(20, 100, 10, DEFAULT_ABORT_RULE)).toMatchObject({
      abort: false,
      figures: { canaryRate: 2, activeRate: 1.111 },
    });
    // At 100% nothing is compared: the floor decides.
    expect(judge(20, 0, 100, DEFAULT_ABORT_RULE).abort).toBe(true);
    expect(judge(19, 0, 100, DEFAULT_ABORT_RULE).abort).toBe(false);
  });
});

describe('a browser bucket', () => {
  it('is 0..99, stable for a seed, salted by the remote, and decides canary or active', () => {
    const seed = 'AAAAAAAAAAAAAAAAAAAAAA';
    expect(bucketOf(seed, 'storefront')).toBe(bucketOf(seed, 'storefront'));
    const buckets = Array.from({ length: 2000 }, (_, i) => bucketOf(`seed-${i}`.padEnd(22, 'x'), 'storefront'));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
    const differ = Array.from({ length: 200 }, (_, i) => `s${i}`.padEnd(22, 'y')).filter(
      (s) => bucketOf(s, 'storefront') !== bucketOf(s, 'account'),
    );
    expect(differ.length).toBeGreaterThan(150);
    const builds = { active: 'a'.repeat(20), canary: 'c'.repeat(20), percent: 30 };
    const inside = buckets.findIndex((bucket) => bucket < 30);
    const outside = buckets.findIndex((bucket) => bucket >= 30);
    expect(buildForSeed('storefront', builds, `seed-${inside}`.padEnd(22, 'x'))).toMatchObject({ canary: true });
    expect(buildForSeed('storefront', builds, `seed-${outside}`.padEnd(22, 'x'))).toMatchObject({ canary: false });
    expect(buildForSeed('storefront', { ...builds, percent: 0 }, `seed-${inside}`.padEnd(22, 'x')).canary).toBe(false);
    expect(buildForSeed('storefront', builds, null)).toMatchObject({ buildId: builds.active, bucket: null });
  });
});
