import { crc32 } from 'node:zlib';
import { API_KEY_SCOPES, hasValidApiKeyChecksum, isApiKeyScope, lastFourOf, newApiKey } from './api-key';

describe('API key format', () => {
  it('is gas_live_ + 32 random characters + the CRC32 of both, and differs every time', () => {
    const keys = Array.from({ length: 200 }, newApiKey);
    for (const key of keys) {
      expect(key).toMatch(/^gas_live_[A-Za-z0-9_-]{32}[0-9a-f]{8}$/);
      expect(hasValidApiKeyChecksum(key)).toBe(true);
      expect(key.slice(-8)).toBe(crc32(key.slice(0, -8)).toString(16).padStart(8, '0'));
    }
    expect(new Set(keys).size).toBe(keys.length);
    expect(lastFourOf(keys[0])).toBe(keys[0].slice(-4));
  });

  it('refuses look-alikes: one character changed, the wrong prefix, the wrong length, other text', () => {
    const key = newApiKey();
    const changed = key.slice(0, 20) + (key[20] === 'x' ? 'y' : 'x') + key.slice(21);
    for (const lookAlike of [
      changed,
      key.replace('gas_live_', 'gas_test_'),
      key.slice(0, -1),
      `${key}0`,
      key.toUpperCase(),
      '',
      'Bearer',
    ])
      expect(hasValidApiKeyChecksum(lookAlike)).toBe(false);
  });

  it('knows exactly the six scopes of issue 37', () => {
    expect(API_KEY_SCOPES).toEqual([
      'products:read',
      'orders:write',
      'orders:read',
      'credentials:read',
      'wallet:read',
      'webhooks:write',
    ]);
    expect(isApiKeyScope('orders:delete')).toBe(false);
  });
});
