import argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): strong against offline
 * guessing, cheap enough that a burst of sign-ups does not exhaust memory.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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

/** True for hashes made with weaker (older) parameters: upgraded at the next successful login. */
export function passwordNeedsRehash(hash: string): boolean {
  const { memoryCost, timeCost, parallelism } = OPTIONS;
  return hash.startsWith('$argon2id$') ? argon2.needsRehash(hash, { memoryCost, timeCost, parallelism }) : true;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real verification, for an e-mail that has no account, so response
 * times do not tell which e-mails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
}
