import { Health, shutdownTimeoutMs } from './lifecycle';

describe('Health readiness', () => {
  it('is ready only when every check passes; a throwing or hanging check counts as failed', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    try {
      const health = new Health('probe')
        .addCheck('ok', () => true)
        .addCheck('throws', async () => {
          throw new Error('connection refused');
        })
        .addCheck('hangs', () => new Promise<boolean>(() => undefined));
      const answer = health.readiness();
      await jest.advanceTimersByTimeAsync(2_000);
      expect(await answer).toEqual({ ready: false, checks: { ok: true, throws: false, hangs: false } });
    } finally {
      jest.useRealTimers();
    }
    expect(await new Health('probe').addCheck('ok', async () => true).readiness()).toEqual({
      ready: true,
      checks: { ok: true },
    });
  });

  it('turns not ready once draining, whatever its checks say', async () => {
    const health = new Health('probe').addCheck('ok', () => true);
    health.startDraining();
    expect(health.isDraining).toBe(true);
    expect(await health.readiness()).toEqual({ ready: false, checks: { ok: true } });
  });
});

describe('SHUTDOWN_TIMEOUT_MS', () => {
  it('defaults to 10 s and refuses what is not a number of milliseconds', () => {
    expect(shutdownTimeoutMs({})).toBe(10_000);
    expect(shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: '2500' })).toBe(2_500);
    expect(() => shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(
      /SHUTDOWN_TIMEOUT_MS must be a whole number of at least 0/,
    );
    expect(() => shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
