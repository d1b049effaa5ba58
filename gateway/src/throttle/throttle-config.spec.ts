import { loadThrottleConfig, parseDuration } from './throttle-config';

describe('throttle configuration', () => {
  it('reads durations with units, bare numbers as seconds', () => {
    expect(parseDuration('90s', 'X')).toBe(90_000);
    expect(parseDuration('10m', 'X')).toBe(600_000);
    expect(parseDuration('12h', 'X')).toBe(43_200_000);
    expect(parseDuration('7d', 'X')).toBe(604_800_000);
    expect(parseDuration('30', 'X')).toBe(30_000);
    expect(() => parseDuration('soon', 'SESSION_IDLE_TIMEOUT')).toThrow(/SESSION_IDLE_TIMEOUT/);
    expect(() => parseDuration('0s', 'X')).toThrow();
  });

  it('has defaults a shop would run with, overridable one by one', () => {
    const defaults = loadThrottleConfig({})!;
    expect(defaults.loginAccount).toMatchObject({ freeFailures: 5, baseMs: 60_000, maxMs: 3_600_000 });
    expect(defaults.loginAddress.freeFailures).toBe(20);
    expect(defaults.loginAccountSlow).toEqual({ afterFailures: 50, delayMs: 1000, forgetMs: 86_400_000 });
    expect(defaults.signup).toEqual({ limit: 50, windowMs: 3_600_000 });
    expect(defaults.order).toEqual({ limit: 20, windowMs: 600_000 });
    expect(defaults.anonymousRead).toEqual({ limit: 600, windowMs: 60_000 });
    const custom = loadThrottleConfig({ RATE_LIMIT_ORDER: '5/1m', LOGIN_FAILURES_PER_ACCOUNT: '3' })!;
    expect(custom.order).toEqual({ limit: 5, windowMs: 60_000 });
    expect(custom.loginAccount.freeFailures).toBe(3);
  });

  it('RATE_LIMITS=off turns every throttle off; anything but on/off or a malformed limit stops the start', () => {
    expect(loadThrottleConfig({ RATE_LIMITS: 'off' })).toBeNull();
    expect(() => loadThrottleConfig({ RATE_LIMITS: 'off', NODE_ENV: 'production' })).toThrow(
      /refused with NODE_ENV=production/,
    );
    expect(
      loadThrottleConfig({ RATE_LIMITS: 'off', NODE_ENV: 'production', RATE_LIMITS_OFF_IN_PRODUCTION: 'true' }),
    ).toBeNull();
    expect(() => loadThrottleConfig({ RATE_LIMITS: 'maybe' })).toThrow(/RATE_LIMITS/);
    expect(() => loadThrottleConfig({ RATE_LIMIT_SIGNUP: 'fifty' })).toThrow(/RATE_LIMIT_SIGNUP/);
    expect(() => loadThrottleConfig({ LOGIN_FAILURES_PER_ADDRESS: '0' })).toThrow(/LOGIN_FAILURES_PER_ADDRESS/);
  });
});
