import argon2 from 'argon2';

/** argon2id's cost: memory in KiB and passes (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES). */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/**
 * OWASP's recommended minimum for argon2id (19 MiB, 2 passes, 1 lane): strong against offline
 * guessing, cheap enough that a burst of sign-ups does not exhaust memory. The default, and the
 * least `NODE_ENV=production` accepts (src/env.ts); tests configure less to run faster.
 */
export const OWASP_MINIMUM: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

let OPTIONS = { type: argon2.argon2id, ...OWASP_MINIMUM, parallelism: 1 };

/** Set once by createApp from the configuration; every hash and rehash check after it uses `cost`. */
export function configurePasswordHashing(cost: PasswordHashCost = OWASP_MINIMUM): void {
  OPTIONS = { type: argon2.argon2id, ...cost, parallelism: 1 };
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

let dummyHash: Promise<string> | undefined;

/** True for hashes made with weaker (older) parameters: upgraded at the next successful login. */
export function passwordNeedsRehash(hash: string): boolean {
  const { memoryCost, timeCost, parallelism } = OPTIONS;
  return hash.startsWith('$argon2id$') ? argon2.needsRehash(hash, { memoryCost, timeCost, parallelism }) : true;
}

/**
 * Spends the same work as a real verification, for an e-mail that has no account, so response
 * times do not tell which e-mails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
}
