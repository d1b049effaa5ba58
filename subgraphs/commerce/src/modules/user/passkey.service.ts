import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, codedError, conflict, notFound, unauthenticated } from '@shop/server-kit';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeySettings } from './passkey-config';
import { PasskeyChallengeEntity, PasskeyEntity } from './passkey.entity';
import { verifyPassword } from './password';
import { queueFactorNotice } from './security-notice';
import { FRESH_FACTOR_REQUIRED, SHOP_NAME, type FreshFactor, type SecondFactorService } from './second-factor';
import { UserEntity } from './user.entity';

/** How long a challenge may be answered (the browser's own timeout is the same). */
const CHALLENGE_LIFETIME_MS = 2 * 60_000;
const MAX_PASSKEYS = 20;
const MAX_RESPONSE_LENGTH = 16_384;

export const PASSKEY_PASSWORD_REQUIRED = 'Enter your password again to add a passkey.';
export const PASSKEY_REFUSED = 'That passkey could not be verified. Try again.';
export const PASSKEY_NOT_FOUND = 'No such passkey.';

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** A passkey given as a fresh factor, beside a code or recovery code. */
export type FreshPasskeyFactor = FreshFactor & { passkeyResponse?: string | null };

/** The browser's response, as JSON text (what @simplewebauthn/browser hands back); never more than a few KiB. */
function parseResponse<T>(json: string, refuse: () => Error): T {
  if (json.length > MAX_RESPONSE_LENGTH) throw refuse();
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw refuse();
  }
  if (typeof value !== 'object' || value === null || typeof (value as { id?: unknown }).id !== 'string') throw refuse();
  return value as T;
}

/**
 * Passkeys (WebAuthn, issue 34) with @simplewebauthn/server: registration on a re-authenticated
 * session, sign-in with a discoverable credential alone (user verification required, so a passkey
 * is both factors), and removal with a fresh factor. Challenges are stored here, live 2 minutes and
 * are spent by one DELETE (the first response that names one, right or wrong). A signature counter
 * is stored by a conditional UPDATE: it must grow, except an authenticator that keeps none (0, Apple).
 */
export class PasskeyService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: PasskeySettings,
  ) {}

  async list(userId: number): Promise<PasskeySummary[]> {
    const rows = await this.em.find(PasskeyEntity, { user: userId }, { orderBy: { id: 'asc' } });
    return rows.map((row) => ({
      id: String(row.id),
      name: row.name,
      createdAt: row.createdAt,
      lastUsedAt: row.lastUsedAt ?? null,
    }));
  }

  async count(userId: number): Promise<number> {
    return this.em.count(PasskeyEntity, { user: userId });
  }

  /** Registration options (JSON for the browser's `startRegistration`), as the authenticator app's set-up: the password or a recent re-authentication. */
  async registrationOptions(
    userId: number,
    proof: { reauthenticated: boolean; password?: string | null },
  ): Promise<string> {
    const user = await this.em.findOne(UserEntity, { id: userId }, { populate: ['passwordHash'] });
    if (!user || user.status !== 'Active') throw unauthenticated();
    if (!proof.reauthenticated) {
      const password = proof.password;
      if (typeof password !== 'string' || password.length === 0) throw unauthenticated(PASSKEY_PASSWORD_REQUIRED);
      if (password.length > 1024 || !(await verifyPassword(user.passwordHash, password)))
        throw unauthenticated('Wrong password.');
    }
    const existing = await this.em.find(PasskeyEntity, { user: userId }, { fields: ['credentialId', 'transports'] });
    if (existing.length >= MAX_PASSKEYS) throw conflict(`At most ${MAX_PASSKEYS} passkeys per account.`);
    const options = await generateRegistrationOptions({
      rpName: SHOP_NAME,
      rpID: this.settings.rpId,
      userName: user.email,
      userID: new TextEncoder().encode(`user:${userId}`),
      challenge: randomBytes(32),
      timeout: CHALLENGE_LIFETIME_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports ?? undefined })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.storeChallenge(options.challenge, 'register', userId);
    return JSON.stringify(options);
  }

  /** Verifies the browser's registration response against this user's challenge and stores the passkey under `name`. */
  async register(userId: number, name: string, responseJson: string): Promise<PasskeySummary> {
    const label = name.trim();
    if (label.length === 0 || label.length > 64)
      throw badInput('Name the passkey (up to 64 characters).', { field: 'name' });
    const refuse = () => badInput(PASSKEY_REFUSED, { field: 'response' });
    const response = parseResponse<RegistrationResponseJSON>(responseJson, refuse);
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: (challenge) => this.spendChallenge(challenge, 'register', userId),
        expectedOrigin: this.settings.origins,
        expectedRPID: this.settings.rpId,
        requireUserVerification: true,
      });
    } catch {
      throw refuse();
    }
    if (!verified.verified) throw refuse();
    const { credential } = verified.registrationInfo;
    if (await this.em.count(PasskeyEntity, { credentialId: credential.id }))
      throw conflict('This passkey is already registered.');
    // The passkey and its e-mail notice commit together.
    const row = await this.em.transactional(async (tx) => {
      const created = tx.create(PasskeyEntity, {
        user: tx.getReference(UserEntity, userId),
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: String(credential.counter),
        transports: credential.transports ?? null,
        name: label,
      });
      await tx.flush();
      await queueFactorNotice(tx, userId, { kind: 'passkey-added', name: label });
      return created;
    });
    return { id: String(row.id), name: row.name, createdAt: row.createdAt, lastUsedAt: null };
  }

  /** Sign-in options (JSON for `startAuthentication`): no credentials listed, the browser offers the user's discoverable passkeys. */
  async authenticationOptions(): Promise<string> {
    const options = await generateAuthenticationOptions({
      rpID: this.settings.rpId,
      challenge: randomBytes(32),
      timeout: CHALLENGE_LIFETIME_MS,
      userVerification: 'required',
    });
    await this.storeChallenge(options.challenge, 'authenticate', null);
    return JSON.stringify(options);
  }

  /**
   * Step-up options for a signed-in user (the admin's re-authentication): the user's own passkeys
   * listed, the challenge bound to the user, so only an answer for this user's session spends it.
   */
  async reauthenticationOptions(userId: number): Promise<string> {
    const own = await this.em.find(PasskeyEntity, { user: userId }, { fields: ['credentialId', 'transports'] });
    if (own.length === 0) throw conflict('This account has no passkey.');
    const options = await generateAuthenticationOptions({
      rpID: this.settings.rpId,
      challenge: randomBytes(32),
      timeout: CHALLENGE_LIFETIME_MS,
      userVerification: 'required',
      allowCredentials: own.map((row) => ({ id: row.credentialId, transports: row.transports ?? undefined })),
    });
    await this.storeChallenge(options.challenge, 'authenticate', userId);
    return JSON.stringify(options);
  }

  /** A step-up with one of the user's passkeys, answering options from `reauthenticationOptions` (spent once, user verified). */
  async reauthenticate(userId: number, responseJson: string): Promise<void> {
    if ((await this.authenticate(responseJson, userId)) !== userId) throw unauthenticated(PASSKEY_REFUSED);
  }

  /**
   * Checks a sign-in response (signature, challenge, origin, counter); the passkey's owner. The same
   * error for every failure. `challengeUser`: the user the challenge was issued to (null: sign-in options).
   */
  async authenticate(responseJson: string, challengeUser: number | null = null): Promise<number> {
    const refuse = () => unauthenticated(PASSKEY_REFUSED);
    const response = parseResponse<AuthenticationResponseJSON>(responseJson, refuse);
    const passkey = await this.em.findOne(PasskeyEntity, { credentialId: response.id });
    // A response for an unknown credential (or another user's) still spends its challenge: it cannot be tried again.
    if (!passkey || (challengeUser !== null && passkey.user.id !== challengeUser)) {
      const challenge = this.challengeOf(response);
      if (challenge) await this.spendChallenge(challenge, 'authenticate', challengeUser);
      throw refuse();
    }
    const stored = Number(passkey.counter);
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => this.spendChallenge(challenge, 'authenticate', challengeUser),
        expectedOrigin: this.settings.origins,
        expectedRPID: this.settings.rpId,
        credential: {
          id: passkey.credentialId,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: stored,
          transports: passkey.transports ?? undefined,
        },
        requireUserVerification: true,
      });
    } catch {
      throw refuse();
    }
    if (!verified.verified) throw refuse();
    const next = verified.authenticationInfo.newCounter;
    // Check and store in one UPDATE: two replicas given responses with the same counter cannot both accept.
    const used = await this.em.nativeUpdate(
      PasskeyEntity,
      next === 0 ? { id: passkey.id, counter: '0' } : { id: passkey.id, counter: { $lt: String(next) } },
      { counter: String(next), lastUsedAt: new Date() },
    );
    if (!used) throw refuse();
    return passkey.user.id;
  }

  /** A passkey of this user, now (a second step, a fresh factor): another user's passkey is refused as a wrong one. */
  async authenticateAs(userId: number, responseJson: string): Promise<void> {
    if ((await this.authenticate(responseJson)) !== userId) throw unauthenticated(PASSKEY_REFUSED);
  }

  /**
   * Removes one of the user's own passkeys (another user's is NOT_FOUND, as one that does not
   * exist). Needs a fresh factor: one of the user's passkeys now, a code or recovery code, or a
   * re-authentication within 5 minutes.
   */
  async remove(
    userId: number,
    passkeyId: string,
    proof: FreshPasskeyFactor,
    secondFactor: SecondFactorService,
  ): Promise<void> {
    const id = /^\d{1,9}$/.test(passkeyId) ? Number(passkeyId) : null;
    if (id === null || !(await this.em.count(PasskeyEntity, { id, user: userId }))) throw notFound(PASSKEY_NOT_FOUND);
    if (proof.passkeyResponse) {
      await this.authenticateAs(userId, proof.passkeyResponse);
    } else if (proof.code || proof.recoveryCode) {
      await secondFactor.verify(userId, proof);
    } else if (!proof.reauthenticated) {
      throw codedError('UNAUTHENTICATED', FRESH_FACTOR_REQUIRED, { secondFactorRequired: true });
    }
    await this.em.transactional(async (tx) => {
      const passkey = await tx.findOne(PasskeyEntity, { id, user: userId }, { fields: ['id', 'name'] });
      const removed = await tx.nativeDelete(PasskeyEntity, { id, user: userId });
      if (!removed || !passkey) throw notFound(PASSKEY_NOT_FOUND);
      await queueFactorNotice(tx, userId, { kind: 'passkey-removed', name: passkey.name });
    });
  }

  private async storeChallenge(challenge: string, purpose: 'register' | 'authenticate', userId: number | null) {
    await this.em.nativeDelete(PasskeyChallengeEntity, { expiresAt: { $lt: new Date() } });
    await this.em.insert(PasskeyChallengeEntity, {
      challenge,
      purpose,
      user: userId === null ? null : this.em.getReference(UserEntity, userId),
      expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
    });
  }

  /** Spends a challenge: true only for the first response naming a live challenge of this purpose (and user). */
  private async spendChallenge(challenge: string, purpose: 'register' | 'authenticate', userId: number | null) {
    if (challenge.length > 64) return false;
    const spent = await this.em.nativeDelete(PasskeyChallengeEntity, {
      challenge,
      purpose,
      user: userId,
      expiresAt: { $gt: new Date() },
    });
    return spent === 1;
  }

  private challengeOf(response: AuthenticationResponseJSON): string | null {
    try {
      const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as {
        challenge?: unknown;
      };
      return typeof data.challenge === 'string' ? data.challenge : null;
    } catch {
      return null;
    }
  }
}
