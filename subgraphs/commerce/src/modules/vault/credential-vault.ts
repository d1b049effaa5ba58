import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { MissingSecretError } from '@shop/server-kit';

/** Bound to its row (the row as additional authenticated data). */
const PREFIX = 'enc2';
/** The first format, bound to nothing: opened only to be sealed again (Migration20261125170000). */
const UNBOUND_PREFIX = 'enc1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function gcmSeal(key: Buffer, plain: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

function gcmOpen(key: Buffer, sealed: Buffer, aad: string): Buffer {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
}

/** Thrown when a sealed value cannot be opened for the row asked (wrong row, altered, wrong key). */
export class SealedValueError extends Error {
  override readonly name = 'SealedValueError';
}

/** The row a sealed value belongs to: `inventory_unit:<id>`, `order:<id>`, `email_outbox:<id>` or `warranty_claim:<id>`. */
export type SealBinding =
  | `inventory_unit:${number}`
  | `order:${number}`
  | `email_outbox:${number}`
  | `warranty_claim:${number}`
  | `warranty_claim_message:${number}`
  | `user_totp:${number}`
  | `webhook_endpoint:${number}`;

/** A credential unit's `credentials`. */
export const forUnit = (unitId: number): SealBinding => `inventory_unit:${Number(unitId)}`;
/** An order's delivered `account_details`. */
export const forOrder = (orderId: number): SealBinding => `order:${Number(orderId)}`;
/** A queued e-mail's `secret`. */
export const forEmail = (outboxId: number): SealBinding => `email_outbox:${Number(outboxId)}`;
/** A warranty claim's `previous_details`: the order's credentials before its replacement. */
export const forClaim = (claimId: number): SealBinding => `warranty_claim:${Number(claimId)}`;
/** A user's authenticator-app secret (issue 34). */
export const forTotp = (userId: number): SealBinding => `user_totp:${Number(userId)}`;
/** A webhook endpoint's `whsec_` signing secrets (issue 37). */
export const forWebhook = (endpointId: number): SealBinding => `webhook_endpoint:${Number(endpointId)}`;
/** A warranty claim's `message`: the buyer's words (buyers paste passwords there). */
export const forClaimMessage = (claimId: number): SealBinding => `warranty_claim_message:${Number(claimId)}`;

/**
 * Envelope encryption of stored credentials (inventory units, delivered orders, queued e-mails):
 * every value gets its own random AES-256-GCM data key, stored beside it wrapped (AES-256-GCM) by
 * a key derived from the master key `CREDENTIALS_KEY`. The database alone reveals nothing; a
 * new master key needs only the data keys rewrapped. Duplicate imports are found by a keyed hash
 * (HMAC-SHA256 under a second derived key) of the normalised server and username, never by the
 * clear text.
 *
 * Sealed text: `enc2.<key id>.<wrapped data key>.<ciphertext>` (base64url; key id = first bytes
 * of a hash of the wrapping key, so a wrong master key is reported as such). Each value is bound
 * to its row: the table and id are additional authenticated data of both the wrapped key and the
 * ciphertext, so a sealed value copied onto another row (another unit, another order) fails to
 * open instead of showing one buyer another's account.
 */
export class CredentialVault {
  private readonly wrapKey: Buffer;
  private readonly macKey: Buffer;
  readonly keyId: string;

  constructor(masterKey: Buffer) {
    if (masterKey.length !== 32) throw new Error('CREDENTIALS_KEY must be 32 bytes (base64 or 64 hex characters)');
    this.wrapKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'shop credentials: wrap data keys', 32));
    this.macKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'shop credentials: dedupe hash', 32));
    this.keyId = createHash('sha256').update(this.wrapKey).digest('base64url').slice(0, 8);
  }

  /** Sealed in either format (an unbound `enc1` value is still sealed, only not yet bound to its row). */
  static isSealed(text: string | null | undefined): boolean {
    return typeof text === 'string' && (text.startsWith(`${PREFIX}.`) || text.startsWith(`${UNBOUND_PREFIX}.`));
  }

  /**
   * Seals `plain` for one row: `binding` (see `forUnit`, `forOrder`, `forEmail`) is authenticated
   * with it, so the value opens only for that row; copied onto another row it does not open.
   */
  seal(plain: string, binding: SealBinding): string {
    const dataKey = randomBytes(32);
    const wrapped = gcmSeal(this.wrapKey, dataKey, `data-key|${binding}`);
    const body = gcmSeal(dataKey, Buffer.from(plain, 'utf8'), `credentials|${binding}`);
    return [PREFIX, this.keyId, wrapped.toString('base64url'), body.toString('base64url')].join('.');
  }

  /** Opens a value sealed for the row `binding`; anything else (another row's value, tampering) throws. */
  open(sealed: string, binding: SealBinding): string {
    const [prefix, keyId, wrapped, body] = sealed.split('.');
    if (prefix === UNBOUND_PREFIX)
      throw new SealedValueError('credential sealed without its row (old format): Migration20261125170000 has not run');
    if (prefix !== PREFIX || !wrapped || !body) throw new SealedValueError('not a sealed credential value');
    if (keyId !== this.keyId) throw new SealedValueError('credential sealed under another CREDENTIALS_KEY');
    try {
      const dataKey = gcmOpen(this.wrapKey, Buffer.from(wrapped, 'base64url'), `data-key|${binding}`);
      return gcmOpen(dataKey, Buffer.from(body, 'base64url'), `credentials|${binding}`).toString('utf8');
    } catch {
      throw new SealedValueError(
        `sealed credential does not belong to ${binding} (copied from another row, or altered)`,
      );
    }
  }

  /** Opens a value of the first, unbound format: only to seal it again for its row. */
  openUnbound(sealed: string): string {
    const [prefix, keyId, wrapped, body] = sealed.split('.');
    if (prefix !== UNBOUND_PREFIX || !wrapped || !body)
      throw new SealedValueError('not an unbound sealed credential value');
    if (keyId !== this.keyId) throw new SealedValueError('credential sealed under another CREDENTIALS_KEY');
    const dataKey = gcmOpen(this.wrapKey, Buffer.from(wrapped, 'base64url'), 'data-key');
    return gcmOpen(dataKey, Buffer.from(body, 'base64url'), 'credentials').toString('utf8');
  }

  /** The keyed hash that stands for a normalised `SERVER:username` in uniqueness checks. */
  dedupeHash(normalisedKey: string): string {
    return createHmac('sha256', this.macKey).update(normalisedKey).digest('hex');
  }
}

function parseMasterKey(text: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

const vaults = new Map<string, CredentialVault>();

/** The vault of the configured `CREDENTIALS_KEY`; commerce does not start without one. */
export function credentialVault(env: NodeJS.ProcessEnv = process.env): CredentialVault {
  const text = env.CREDENTIALS_KEY;
  if (!text) throw new MissingSecretError('CREDENTIALS_KEY', 'the master key of stored credentials, 32 random bytes');
  let vault = vaults.get(text);
  if (!vault) {
    vault = new CredentialVault(parseMasterKey(text));
    vaults.set(text, vault);
  }
  return vault;
}
