import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/** Every process that signs tokens. Each has its own ES256 key pair. */
export const PARTIES = ['gateway', 'catalog', 'commerce', 'support'] as const;
export type Party = (typeof PARTIES)[number];
export type SubgraphName = Exclude<Party, 'gateway'>;

export const privateKeyVar = (party: Party) => `${party.toUpperCase()}_PRIVATE_KEY`;
export const publicKeyVar = (party: Party) => `${party.toUpperCase()}_PUBLIC_KEY`;

/** A secret the process was started without: it refuses to run rather than fall back to a built-in one. */
export class MissingSecretError extends Error {
  constructor(variable: string, hint: string) {
    super(`${variable} ${missingSecretText(hint)}`);
  }
}

/** The text after the variable's name, shared with the start-up report of env.ts. */
export function missingSecretText(hint: string): string {
  return `is not configured (${hint}). npm start generates it into the data folder; see docs/configuration.md.`;
}

const parsed = new Map<string, KeyObject>();

/** Keys come as PEM or as one-line base64 DER (PKCS#8 for private, SPKI for public keys). */
function parseKey(text: string, kind: 'private' | 'public'): KeyObject {
  const cacheKey = `${kind}:${text}`;
  let key = parsed.get(cacheKey);
  if (!key) {
    const pem = text.includes('-----BEGIN');
    const source = pem ? text.replace(/\\n/g, '\n') : Buffer.from(text, 'base64');
    key =
      kind === 'private'
        ? createPrivateKey(pem ? { key: source } : { key: source as Buffer, format: 'der', type: 'pkcs8' })
        : createPublicKey(pem ? { key: source } : { key: source as Buffer, format: 'der', type: 'spki' });
    if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
      throw new Error(`${kind} key must be an ECDSA P-256 key (ES256)`);
    }
    parsed.set(cacheKey, key);
  }
  return key;
}

/** Why `text` is not a usable key of this kind (PEM or base64 DER, P-256), or null when it is. */
export function keyProblem(text: string, kind: 'private' | 'public'): string | null {
  try {
    if (kind === 'private') parseKey(text, 'private');
    else {
      const pems = text.replace(/\\n/g, '\n').match(/-----BEGIN [A-Z ]+-----[\s\S]*?-----END [A-Z ]+-----/g);
      for (const part of pems ?? text.split(',').filter((item) => item.trim())) parseKey(part.trim(), 'public');
    }
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** This process's own signing key: only the process named `self` is given it. */
export function signingKey(self: Party, env: NodeJS.ProcessEnv = process.env): KeyObject {
  const text = env[privateKeyVar(self)];
  if (!text) throw new MissingSecretError(privateKeyVar(self), `the ${self}'s private signing key`);
  return parseKey(text, 'private');
}

/**
 * The public keys that check tokens signed by `party`: the current one first, then any previous
 * one kept during a rotation (several PEM blocks, or base64 DER keys separated by commas), so
 * verifiers can trust a new signing key before the signer switches to it (docs/operations.md).
 */
export function verifyingKeys(party: Party, env: NodeJS.ProcessEnv = process.env): KeyObject[] {
  const text = env[publicKeyVar(party)];
  if (!text?.trim()) throw new MissingSecretError(publicKeyVar(party), `the ${party}'s public key`);
  const pems = text.replace(/\\n/g, '\n').match(/-----BEGIN [A-Z ]+-----[\s\S]*?-----END [A-Z ]+-----/g);
  const parts =
    pems ??
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  return parts.map((part) => parseKey(part, 'public'));
}

/** The current public key of `party` (the first of `verifyingKeys`). */
export function verifyingKey(party: Party, env: NodeJS.ProcessEnv = process.env): KeyObject {
  return verifyingKeys(party, env)[0];
}

/**
 * Checked when a process starts: its own private key and the public keys of everyone whose
 * tokens it accepts. Missing or malformed keys stop the start with a message naming the variable.
 */
export function requireKeys(self: Party, trusts: readonly Party[], env: NodeJS.ProcessEnv = process.env): void {
  signingKey(self, env);
  for (const party of trusts) verifyingKeys(party, env);
}
