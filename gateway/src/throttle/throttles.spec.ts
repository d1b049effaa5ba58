import { loadThrottleConfig } from './throttle-config';
import { GUARDED_QUERY_FIELDS, guardsFor } from './throttles';

describe('credential reveal throttle', () => {
  const config = loadThrottleConfig({})!;
  const admin = { ip: '10.0.0.1', userId: 7, isAdmin: true };

  it("counts a claim's reveal on the admin's one reveal counter, with unit and order reveals", () => {
    const keys = ['unitCredentials', 'orderCredentials', 'claimCredentials'].map((field) => {
      expect(GUARDED_QUERY_FIELDS.has(field)).toBe(true);
      return guardsFor(field, { id: 1, reason: 'x' }, admin, config);
    });
    for (const guards of keys)
      expect(guards).toEqual([{ kind: 'window', key: 'reveal:user:7', weight: 1, limit: config.credentialReveal }]);
  });
});
