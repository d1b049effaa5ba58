import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_KEY_SCOPES, type ApiKeyScope, isApiKeyScope } from '@shop/shared';

export { API_KEY_SCOPES, type ApiKeyScope, isApiKeyScope };

/**
 * API keys of the reseller API (issue 37, docs/decisions/0069-api-keys.md): `gas_live_`, 32
 * random base64url characters (24 bytes from crypto), then the CRC32 of both as 8 hex digits. The
 * checksum lets the gateway (and a secret scanner) refuse a look-alike without any lookup; the
 * key itself is kept by commerce only as an HMAC with a server pepper.
 */
export const API_KEY_PREFIX = 'gas_live_';
const RANDOM_LENGTH = 32;
const KEY_PATTERN = /^gas_live_([A-Za-z0-9_-]{32})([0-9a-f]{8})$/;

const checksumOf = (body: string) => crc32(body).toString(16).padStart(8, '0');

/** A new key, in clear: shown to its creator once, never stored. */
export function newApiKey(): string {
  const body = API_KEY_PREFIX + randomBytes(24).toString('base64url');
  if (body.length !== API_KEY_PREFIX.length + RANDOM_LENGTH) throw new Error('unexpected key length');
  return body + checksumOf(body);
}

/** Whether `value` has the key's shape and a checksum that matches (no lookup). */
export function hasValidApiKeyChecksum(value: string): boolean {
  const match = KEY_PATTERN.exec(value);
  return match !== null && checksumOf(API_KEY_PREFIX + match[1]) === match[2];
}

/** What a key shows of itself in lists: its last four characters. */
export const lastFourOf = (key: string) => key.slice(-4);

/** Commerce's route beside `/graphql` that the gateway asks which key a bearer is (gateway identity only). */
export const API_KEY_AUTH_PATH = '/api-keys/authenticate';

/** Commerce's answer to the gateway: the key's owner and scopes, or why it is refused. */
export type ApiKeyAuthentication =
  | {
      ok: true;
      keyId: number;
      userId: number;
      scopes: ApiKeyScope[];
      /** The admin's per-key limits (`PUT /api/admin/api-keys/{id}/limits`); null: the shop's default. */
      requestsPerMinute: number | null;
      ordersPerMinute: number | null;
    }
  | { ok: false; reason: 'unknown' | 'address' };
