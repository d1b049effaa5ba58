import { createHash, randomInt } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, codedError, unauthenticated } from '@shop/server-kit';
import { generateSecret, generateURI, verify } from 'otplib';
import { credentialVault, forTotp } from '../vault/credential-vault';
import { verifyPassword } from './password';
import { PasskeyEntity } from './passkey.entity';
import { RecoveryCodeEntity } from './recovery-code.entity';
import { queueFactorNotice } from './security-notice';
import { UserEntity } from './user.entity';

/** What every authenticator app reads: SHA-1, 6 digits, 30 s (otplib's defaults, stated here). */
const TOTP = { algorithm: 'sha1', digits: 6, period: 30 } as const;
/** One step of clock drift either way, in seconds. */
const DRIFT_SECONDS = TOTP.period;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: codes are read off paper. 31 symbols, 12 of them: about 59 bits. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUPS = 3;
const RECOVERY_GROUP_LENGTH = 4;
/** The shop's name as authenticator apps and passkey prompts show it (the site's own name). */
export const SHOP_NAME = 'Game Account Shop';

export type SecondFactorMethod = 'totp' | 'recoveryCode' | 'passkey';

/** A fresh second factor: a code or recovery code given with the request, or a recent re-authentication by code. */
export interface FreshFactor {
  reauthenticated: boolean;
  code?: string | null;
  recoveryCode?: string | null;
}

export const SECOND_FACTOR_REQUIRED = 'Enter the code from your authenticator app to finish signing in.';
export const WRONG_CODE = 'That code is not right (or was already used).';
export const NO_PENDING_SIGN_IN = 'Sign in with your password first.';
export const PASSWORD_REQUIRED = 'Enter your password again to set up an authenticator app.';
export const FRESH_FACTOR_REQUIRED = 'Enter a code from your authenticator app (or a recovery code) first.';
export const REAUTH_CODE_REQUIRED = 'This account has an authenticator app: confirm with a code from it.';
export const REAUTH_PASSKEY_REQUIRED = 'This account has a passkey: confirm with it.';
export const NO_TOTP = 'No authenticator app is set up.';

/** What re-authenticates an account with a second factor: a code from its app and/or one of its passkeys. */
export type StepUpMethod = 'totp' | 'passkey';

/**
 * The step-up of an account with a second factor: a password re-authentication is refused and a
 * code or a passkey asked for (`secondFactorRequired` and `methods` tell a client which).
 */
export const reauthFactorRequiredError = (methods: StepUpMethod[]) =>
  codedError('UNAUTHENTICATED', methods.includes('totp') ? REAUTH_CODE_REQUIRED : REAUTH_PASSKEY_REQUIRED, {
    secondFactorRequired: true,
    methods,
  });

/**
 * Thrown by `login` when the password was right and the account has a second factor: the gateway
 * keeps a pending session (the resolver's grant) and the REST facade answers 200 with `methods`.
 * UNAUTHENTICATED, so a GraphQL client that ignores it is simply not signed in.
 */
export const secondFactorRequiredError = (methods: SecondFactorMethod[]) =>
  codedError('UNAUTHENTICATED', SECOND_FACTOR_REQUIRED, { secondFactorRequired: true, methods });

/** Spaces and dashes as the user types them; compared lower-case. */
const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
const hashRecoveryCode = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

function newRecoveryCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < RECOVERY_GROUPS; g++) {
    let group = '';
    for (let i = 0; i < RECOVERY_GROUP_LENGTH; i++) group += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** A code as typed: 6 digits, spaces allowed (apps show "123 456"). */
function sixDigits(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The second factor of a user (issue 34, first slice): an authenticator app (TOTP) and recovery
 * codes. The secret is sealed by the credential vault for the user's row; recovery codes are kept
 * as SHA-256 (random, about 59 bits: a slow hash adds nothing); each accepted TOTP time step is
 * stored with the user so a code is never accepted twice, on any replica.
 */
export class SecondFactorService {
  constructor(private readonly em: EntityManager) {}

  /** What re-authenticates this user instead of the password (a confirmed app, a passkey); empty: the password does. */
  async stepUpMethods(userId: number): Promise<StepUpMethod[]> {
    const methods = await this.methodsOf(userId);
    return methods.filter((method): method is StepUpMethod => method === 'totp' || method === 'passkey');
  }

  /** The methods that can finish a sign-in of this user; empty when the password alone suffices. */
  async methodsOf(userId: number): Promise<SecondFactorMethod[]> {
    const totp = await this.hasSecondFactor(userId);
    const passkeys = await this.em.count(PasskeyEntity, { user: userId });
    return [...(totp ? (['totp', 'recoveryCode'] as const) : []), ...(passkeys ? (['passkey'] as const) : [])];
  }

  async security(userId: number): Promise<{ totp: boolean; recoveryCodesLeft: number }> {
    const totp = await this.hasSecondFactor(userId);
    const recoveryCodesLeft = await this.em.count(RecoveryCodeEntity, { user: userId, usedAt: null });
    return { totp, recoveryCodesLeft };
  }

  /**
   * A new, unconfirmed secret (replacing an earlier unconfirmed one). Asks for the password unless
   * the session re-authenticated within the last minutes; an app already confirmed must be removed first.
   */
  async startTotp(
    userId: number,
    proof: { reauthenticated: boolean; password?: string | null },
  ): Promise<{ secret: string; otpauthUrl: string }> {
    const user = await this.em.findOne(UserEntity, { id: userId }, { populate: ['passwordHash'] });
    if (!user || user.status !== 'Active') throw unauthenticated();
    if (!proof.reauthenticated) {
      const password = proof.password;
      if (typeof password !== 'string' || password.length === 0) throw unauthenticated(PASSWORD_REQUIRED);
      if (password.length > 1024 || !(await verifyPassword(user.passwordHash, password)))
        throw unauthenticated('Wrong password.');
    }
    if (user.totpConfirmedAt) throw conflict('An authenticator app is already set up.');
    const secret = generateSecret();
    const sealed = credentialVault().seal(secret, forTotp(userId));
    const replaced = await this.em.nativeUpdate(
      UserEntity,
      { id: userId, totpConfirmedAt: null },
      { totpSecret: sealed, totpLastStep: null },
    );
    if (!replaced) throw conflict('An authenticator app is already set up.');
    const otpauthUrl = generateURI({ issuer: SHOP_NAME, label: user.email, secret, ...TOTP });
    return { secret, otpauthUrl };
  }

  /** Confirms the app with a code from it; the recovery codes come back once, in clear, and never again. */
  async confirmTotp(userId: number, code: string): Promise<string[]> {
    const digits = sixDigits(code);
    if (!digits) throw badInput('Enter the 6-digit code from your authenticator app.', { field: 'code' });
    return this.em.transactional(async (tx) => {
      const user = await tx.findOne(UserEntity, { id: userId }, { populate: ['totpSecret'] });
      if (!user?.totpSecret) throw conflict('Start the authenticator set-up first.');
      if (user.totpConfirmedAt) throw conflict('An authenticator app is already set up.');
      const step = await this.matchingStep(user.totpSecret, userId, digits);
      if (step === null) throw badInput(WRONG_CODE, { field: 'code' });
      // The sealed value itself in the WHERE: a set-up restarted meanwhile is not confirmed by the old secret's code.
      const confirmed = await tx.nativeUpdate(
        UserEntity,
        { id: userId, totpConfirmedAt: null, totpSecret: user.totpSecret },
        { totpConfirmedAt: new Date(), totpLastStep: String(step) },
      );
      if (!confirmed) throw conflict('The set-up changed meanwhile; start again.');
      await queueFactorNotice(tx, userId, { kind: 'totp-enrolled' });
      return this.replaceRecoveryCodes(tx, userId);
    });
  }

  /** Whether the user has a confirmed authenticator app (removal and new recovery codes need one). */
  async hasSecondFactor(userId: number): Promise<boolean> {
    const user = await this.em.findOne(UserEntity, { id: userId }, { fields: ['id', 'totpConfirmedAt'] });
    return Boolean(user?.totpConfirmedAt);
  }

  /**
   * Removes the authenticator app and the recovery codes: sign-in asks for the password only again.
   * Needs a fresh second factor: a code (or recovery code) given now, or a session re-authenticated
   * with a code in the last 5 minutes (for an account with a factor, the only re-authentication there is).
   */
  async disableTotp(userId: number, proof: FreshFactor): Promise<void> {
    await this.requireFreshFactor(userId, proof);
    await this.em.transactional(async (tx) => {
      const removed = await tx.nativeUpdate(
        UserEntity,
        { id: userId, totpConfirmedAt: { $ne: null } },
        { totpSecret: null, totpConfirmedAt: null, totpLastStep: null },
      );
      if (!removed) throw conflict(NO_TOTP);
      await tx.nativeDelete(RecoveryCodeEntity, { user: userId });
      await queueFactorNotice(tx, userId, { kind: 'totp-removed' });
    });
  }

  /** A new set of recovery codes, shown once; the old set stops working. Needs a fresh second factor. */
  async regenerateRecoveryCodes(userId: number, proof: FreshFactor): Promise<string[]> {
    await this.requireFreshFactor(userId, proof);
    return this.em.transactional(async (tx) => {
      // The user's row locked first: two regenerations (or one racing a removal) run one after the other.
      const user = await tx.findOne(UserEntity, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user?.totpConfirmedAt) throw conflict(NO_TOTP);
      await queueFactorNotice(tx, userId, { kind: 'recovery-codes' });
      return this.replaceRecoveryCodes(tx, userId);
    });
  }

  /**
   * A sensitive action of one's own (creating or rolling an API key): a fresh factor when the user
   * has one enrolled (a code or recovery code now, or a re-authentication by code or passkey within
   * 5 minutes); an account without a factor goes on with its session alone.
   */
  async requireFreshFactorWhereEnrolled(userId: number, proof: FreshFactor): Promise<void> {
    const methods = await this.stepUpMethods(userId);
    if (!methods.length) return;
    if (proof.code || proof.recoveryCode) return this.verify(userId, proof);
    if (!proof.reauthenticated)
      throw codedError('UNAUTHENTICATED', FRESH_FACTOR_REQUIRED, { secondFactorRequired: true, methods });
  }

  private async requireFreshFactor(userId: number, proof: FreshFactor): Promise<void> {
    if (!(await this.hasSecondFactor(userId))) throw conflict(NO_TOTP);
    if (proof.code || proof.recoveryCode) return this.verify(userId, proof);
    if (!proof.reauthenticated)
      throw codedError('UNAUTHENTICATED', FRESH_FACTOR_REQUIRED, { secondFactorRequired: true });
  }

  /** Checks a second factor (a pending sign-in, a re-authentication, a fresh factor); the same error for every wrong or used code. */
  async verify(userId: number, given: { code?: string | null; recoveryCode?: string | null }): Promise<void> {
    if (typeof given.code === 'string' && given.code.length) {
      const digits = sixDigits(given.code);
      const user = await this.em.findOne(UserEntity, { id: userId }, { populate: ['totpSecret'] });
      if (!digits || !user?.totpSecret || !user.totpConfirmedAt) throw unauthenticated(WRONG_CODE);
      const step = await this.matchingStep(user.totpSecret, userId, digits);
      if (step === null) throw unauthenticated(WRONG_CODE);
      // Check and store in one UPDATE (PostgreSQL re-checks its WHERE after the row lock): two
      // replicas given the same code cannot both accept it.
      const used = await this.em.nativeUpdate(
        UserEntity,
        {
          id: userId,
          totpConfirmedAt: { $ne: null },
          $or: [{ totpLastStep: null }, { totpLastStep: { $lt: String(step) } }],
        },
        { totpLastStep: String(step) },
      );
      if (!used) throw unauthenticated(WRONG_CODE);
      return;
    }
    if (typeof given.recoveryCode === 'string' && given.recoveryCode.length) {
      if (given.recoveryCode.length > 64) throw unauthenticated(WRONG_CODE);
      const used = await this.em.nativeUpdate(
        RecoveryCodeEntity,
        { user: userId, codeHash: hashRecoveryCode(given.recoveryCode), usedAt: null },
        { usedAt: new Date() },
      );
      if (!used) throw unauthenticated(WRONG_CODE);
      return;
    }
    throw badInput('Enter the code from your authenticator app or a recovery code.');
  }

  /** The time step of the code within one step of drift, or null. */
  private async matchingStep(sealed: string, userId: number, digits: string): Promise<number | null> {
    const secret = credentialVault().open(sealed, forTotp(userId));
    const result = await verify({ secret, token: digits, epochTolerance: DRIFT_SECONDS, ...TOTP });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  private async replaceRecoveryCodes(tx: EntityManager, userId: number): Promise<string[]> {
    await tx.nativeDelete(RecoveryCodeEntity, { user: userId });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    for (const code of codes)
      tx.create(RecoveryCodeEntity, { user: tx.getReference(UserEntity, userId), codeHash: hashRecoveryCode(code) });
    await tx.flush();
    return codes;
  }
}
