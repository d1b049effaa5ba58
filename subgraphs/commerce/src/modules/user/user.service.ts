import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden, unauthenticated } from '@shop/server-kit';
import { normaliseDecimal } from '@shop/shared';
import DataLoader from 'dataloader';
import { SCHEMA } from '../../mikro-orm.config';
import { recordActivity } from '../activity/activity.service';
import { WalletEntity } from '../wallet/wallet.entity';
import { queueVerificationEmail } from './email-verification';
import { hashPassword, passwordNeedsRehash, verifyAgainstDummy, verifyPassword } from './password';
import { UserEntity } from './user.entity';
import { accountNotActiveError, emailTakenError, invalidCredentialsError, usernameTakenError } from './user.errors';
import type { LoginInput, RegisterInput } from './user.input';
import type { UserType } from './user.type';
import { signInFromDevice } from './known-device';

export function toUserType(user: UserEntity, balance: string): UserType {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    isAdmin: user.isAdmin,
    status: user.status,
    balance,
    emailVerified: !!user.emailVerifiedAt,
    createdAt: user.createdAt,
  };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The user behind an identity, for operations that move money: a deleted user (stale session)
 * is signed out, a suspended or banned one is refused.
 */
export async function loadActiveUser(em: EntityManager, userId: number): Promise<UserEntity> {
  const user = await em.findOne(UserEntity, { id: userId });
  if (!user) throw unauthenticated();
  if (user.status !== 'Active') throw accountNotActiveError();
  return user;
}

/** The users' statements off the entities (`?` placeholders; checked by test/sql-columns.test.ts). */
export const USER_SQL = {
  /** Each user's purchases, summed exactly; the ids as `{1,2}`. */
  totalSpent: `select user_id, sum(abs(amount)) as spent from "${SCHEMA}"."wallet_transaction"
      where type = 'purchase' and user_id = any(?::int[]) group by user_id`,
  /** Tells the password trigger, for this transaction, that the new hash is of the same password. */
  samePassword: `select set_config('commerce.same_password', 'on', true)`,
  rehash: `update "${SCHEMA}"."user" set password_hash = ? where id = ?`,
} as const;

/** Sum of the absolute amounts of each user's purchase entries, exact (numeric in SQL), one query per request. */
async function loadTotalSpent(em: EntityManager, ids: readonly number[]): Promise<string[]> {
  const rows = await em.execute<{ user_id: number; spent: string }[]>(USER_SQL.totalSpent, [
    `{${ids.filter((id) => Number.isSafeInteger(id)).join(',')}}`,
  ]);
  const byId = new Map(rows.map((row) => [Number(row.user_id), normaliseDecimal(String(row.spent))]));
  return ids.map((id) => byId.get(id) ?? '0.00');
}

export class UserService {
  private readonly spentById: DataLoader<number, string>;

  constructor(
    private readonly em: EntityManager,
    private readonly publicUrl = '',
  ) {
    this.spentById = new DataLoader((ids) => loadTotalSpent(this.em, ids));
  }

  totalSpent(userId: number): Promise<string> {
    return this.spentById.load(userId);
  }

  /** The signed-in user, or null for a guest or a user that no longer exists. */
  async me(userId: number | null): Promise<UserType | null> {
    if (userId === null) return null;
    const user = await this.em.findOne(UserEntity, { id: userId });
    return user ? toUserType(user, await this.balanceOf(user.id)) : null;
  }

  /** Creates the user with an empty wallet, in one transaction. */
  async register(input: RegisterInput): Promise<UserType & { rightsVersion: number }> {
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await this.em.transactional(async (tx) => {
        const created = tx.create(UserEntity, {
          username: input.username,
          email: normaliseEmail(input.email),
          passwordHash,
        });
        tx.create(WalletEntity, { user: created });
        await tx.flush();
        recordActivity(tx, created.id, 'register', 'Signed up');
        // The link to prove the address goes out with the sign-up, or neither does.
        await queueVerificationEmail(tx, created, this.publicUrl);
        return created;
      });
      return { ...toUserType(user, '0.00'), rightsVersion: user.rightsVersion };
    } catch (error) {
      // Checked by the unique indexes rather than a prior SELECT, so two simultaneous sign-ups
      // with the same e-mail cannot both succeed.
      if (error instanceof UniqueConstraintViolationException) {
        const constraint = (error as { constraint?: string }).constraint ?? '';
        throw constraint.includes('username') ? usernameTakenError() : emailTakenError();
      }
      throw error;
    }
  }

  async login(input: LoginInput): Promise<UserType & { rightsVersion: number }> {
    const user = await this.em.findOne(
      UserEntity,
      { email: normaliseEmail(input.email) },
      { populate: ['passwordHash'] },
    );
    if (!user) {
      await verifyAgainstDummy(input.password);
      throw invalidCredentialsError();
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentialsError();
    // Only after the password is proven, so the status of an account is not public knowledge.
    if (user.status !== 'Active') throw accountNotActiveError();
    if (passwordNeedsRehash(user.passwordHash)) await this.rehash(user.id, await hashPassword(input.password));
    // The version read with the password hash, before it was checked: a change of rights that
    // commits meanwhile makes this grant older than the user's rights, and the gateway refuses it.
    return { ...toUserType(user, await this.balanceOf(user.id)), rightsVersion: user.rightsVersion };
  }

  /**
   * Records a completed sign-in (after the password, or after the second factor when the account
   * has one); one from a device new to the user is e-mailed (`device`: the gateway's hash of it).
   */
  async recordSignIn(userId: number, device?: string): Promise<void> {
    recordActivity(this.em, userId, 'login', 'Signed in');
    await this.em.flush();
    await signInFromDevice(this.em, userId, device, true);
  }

  /** The sign-up's own device: remembered, not e-mailed (the account is minutes old). */
  async rememberSignUpDevice(userId: number, device?: string): Promise<void> {
    await signInFromDevice(this.em, userId, device, false);
  }

  /**
   * The second step of a pending sign-in succeeded: the user as `login` answers, with the rights
   * version read now (the gateway refuses a grant older than the user's rights).
   */
  async completeSignIn(userId: number, device?: string): Promise<UserType & { rightsVersion: number }> {
    const user = await this.em.findOne(UserEntity, { id: userId });
    if (!user) throw invalidCredentialsError();
    if (user.status !== 'Active') throw accountNotActiveError();
    await this.recordSignIn(user.id, device);
    return { ...toUserType(user, await this.balanceOf(user.id)), rightsVersion: user.rightsVersion };
  }

  /** The same password under new hashing parameters: not a change of password, so no session ends. */
  private async rehash(userId: number, passwordHash: string): Promise<void> {
    await this.em.transactional(async (tx) => {
      await tx.execute(USER_SQL.samePassword);
      await tx.execute(USER_SQL.rehash, [passwordHash, userId]);
    });
  }

  /** Re-authentication is for active admins (the steps it unlocks are theirs). */
  async requireActiveAdmin(userId: number): Promise<void> {
    const user = await this.em.findOne(UserEntity, { id: userId }, { fields: ['id', 'status', 'isAdmin'] });
    if (!user || user.status !== 'Active' || !user.isAdmin) throw forbidden('Admins only.');
  }

  /** Checks the signed-in admin's password again (exports of credentials ask for it). */
  async reauthenticate(userId: number, password: string): Promise<void> {
    const user = await this.em.findOne(UserEntity, { id: userId }, { populate: ['passwordHash'] });
    if (!user || user.status !== 'Active' || !user.isAdmin) throw forbidden('Admins only.');
    if (
      typeof password !== 'string' ||
      password.length > 1024 ||
      !(await verifyPassword(user.passwordHash, password))
    ) {
      throw unauthenticated('Wrong password.');
    }
  }

  private async balanceOf(userId: number): Promise<string> {
    const wallet = await this.em.findOne(WalletEntity, { user: userId });
    return wallet?.balance ?? '0.00';
  }
}
