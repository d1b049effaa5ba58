import { createHash, randomBytes, randomUUID } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * Deploy tokens: `shopdt_` + 30 random base62 characters + a 6-character base62 CRC32 of those 30,
 * as GitHub's tokens are made. The prefix lets a secret scanner find a leaked token, and the
 * checksum lets it (and the gateway) tell a real-looking token from a typo without a database
 * read. Only the SHA-256 of a token is stored.
 */
export const TOKEN_PREFIX = 'shopdt_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
const TOKEN_PATTERN = new RegExp(`^${TOKEN_PREFIX}([0-9A-Za-z]{${RANDOM_LENGTH}})([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`);

function base62(value: number, length: number): string {
  let text = '';
  let rest = value;
  for (let i = 0; i < length; i += 1) {
    text = BASE62[rest % 62] + text;
    rest = Math.floor(rest / 62);
  }
  return text;
}

function checksumOf(random: string): string {
  return base62(zlib.crc32(random), CHECKSUM_LENGTH);
}

/** A new token's text (shown once) and what is stored of it. */
export function newDeployToken(): { id: string; token: string; hash: string; hint: string } {
  // Rejection sampling keeps every character uniform (256 is not a multiple of 62).
  let random = '';
  while (random.length < RANDOM_LENGTH) {
    for (const byte of randomBytes(RANDOM_LENGTH))
      if (byte < 248 && random.length < RANDOM_LENGTH) random += BASE62[byte % 62];
  }
  const token = `${TOKEN_PREFIX}${random}${checksumOf(random)}`;
  return { id: randomUUID(), token, hash: hashToken(token), hint: `${token.slice(0, TOKEN_PREFIX.length + 4)}…` };
}

/** Whether `text` is shaped like a deploy token and its checksum holds. */
export function isWellFormedToken(text: string): boolean {
  const match = TOKEN_PATTERN.exec(text);
  return Boolean(match && checksumOf(match[1]) === match[2]);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
