import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, codedError, notFound, type AccessChange } from '@shop/server-kit';
import { centsToDecimal, parseCents } from '@shop/shared';
import { storedCents } from '../../common/money';
import { SCHEMA } from '../../mikro-orm.config';
import { recordActivity } from '../activity/activity.service';
import { Ledger } from '../wallet/ledger';
import { WalletEntity } from '../wallet/wallet.entity';
import { hashPassword } from './password';
import { DEFAULT_BALANCE_REASON, PASSWORD_REQUIRED, type AdminUserInput, type UserListInput } from './user-admin.input';
import type { DeleteUserResultType, UserAdminFlagType, UserPageType } from './user-admin.type';
import { UserEntity, type UserStatus } from './user.entity';
import { emailTakenError, usernameTakenError } from './user.errors';
import { toUserType } from './user.service';
import type { UserType } from './user.type';

export const USER_NOT_FOUND = 'User not found.';
export const CANNOT_DEMOTE_SELF = 'You cannot remove your own admin rights.';
export const CANNOT_DEACTIVATE_SELF = 'You cannot change your own status.';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account.';

/** Who acts, and where the access changes of this request are collected for the gateway. */
export interface AdminActor {
  actorId: number | null;
  accessChanges: AccessChange[];
  /** Whether the acting admin's session re-authenticated in the last 5 minutes (the step-up). */
  reauthenticated: boolean;
}

export const USER_SECURITY_REAUTH_REQUIRED =
  "Confirm it's you (password, code or passkey) before changing a user's rights, password or e-mail.";

/**
 * A change of rights, a password or an e-mail (issue 34) needs the acting admin's fresh step-up:
 * a stolen admin session alone must not make itself another admin, or take over an account.
 */
function requireSecurityStepUp(actor: AdminActor): void {
  if (!actor.reauthenticated)
    throw codedError('UNAUTHENTICATED', USER_SECURITY_REAUTH_REQUIRED, { reauthenticate: true });
}

/** Checked by test/sql-columns.test.ts (`?` placeholders). */
export const USER_ADMIN_SQL = {
  /** Whether the user has orders or ledger entries (then they are deactivated, not erased): the id twice. */
  history: `select exists(select 1 from "${SCHEMA}"."order" where user_id = ?)
             or exists(select 1 from "${SCHEMA}"."wallet_transaction" where user_id = ?) as history`,
} as const;

const userNotFoundError = () => notFound(USER_NOT_FOUND);

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The admin's Users screen: list, create, edit, status and admin flag, delete. Balance changes
 * go through the ledger as ONE `adjustment` entry for the difference; every change that affects
 * access (status, admin flag, password, removal) is reported to the gateway, which updates or
 * ends every session of that user before it answers.
 */
export class UserAdminService {
  constructor(private readonly em: EntityManager) {}

  async list(filter: UserListInput): Promise<UserPageType> {
    const where: Record<string, unknown> = {};
    if (filter.status) where.status = filter.status;
    const search = filter.search?.trim();
    if (search) where.$or = [{ username: { $ilike: likePattern(search) } }, { email: { $ilike: likePattern(search) } }];
    const pageSize = filter.pageSize ?? undefined;
    const offset = pageSize ? ((filter.page ?? 1) - 1) * pageSize : undefined;
    const [users, total] = await this.em.findAndCount(UserEntity, where, {
      orderBy: { id: 'asc' },
      limit: pageSize,
      offset,
    });
    const balances = await this.balances(users.map((u) => u.id));
    return { items: users.map((u) => toUserType(u, balances.get(u.id) ?? '0.00')), total };
  }

  async get(id: number): Promise<UserType> {
    const user = await this.em.findOne(UserEntity, { id });
    if (!user) throw userNotFoundError();
    return toUserType(user, (await this.balances([id])).get(id) ?? '0.00');
  }

  async create(actor: AdminActor, input: AdminUserInput): Promise<UserType> {
    if (!input.password) throw badInput(PASSWORD_REQUIRED, { fields: { password: PASSWORD_REQUIRED } });
    if (input.isAdmin) requireSecurityStepUp(actor);
    const targetCents = this.targetBalance(input.balance);
    const passwordHash = await hashPassword(input.password);
    const user = await this.uniqueWrite(() =>
      this.em.transactional(async (tx) => {
        const created = tx.create(UserEntity, {
          username: input.username,
          email: input.email,
          passwordHash,
          status: input.status ?? 'Active',
          isAdmin: input.isAdmin ?? false,
        });
        tx.create(WalletEntity, { user: created });
        await tx.flush();
        recordActivity(tx, created.id, 'register', 'Account created by an admin', { actorId: actor.actorId });
        if (targetCents !== null && targetCents > 0) {
          await this.adjust(tx, actor, created.id, targetCents, input.balanceReason);
        }
        return created;
      }),
    );
    return this.get(user.id);
  }

  async update(actor: AdminActor, id: number, input: AdminUserInput): Promise<UserType> {
    const status = input.status ?? undefined;
    const isAdmin = input.isAdmin ?? undefined;
    if (id === actor.actorId && isAdmin === false) throw badInput(CANNOT_DEMOTE_SELF);
    if (id === actor.actorId && status !== undefined && status !== 'Active') throw badInput(CANNOT_DEACTIVATE_SELF);
    const targetCents = this.targetBalance(input.balance);
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;

    const change = await this.uniqueWrite(() =>
      this.em.transactional(async (tx) => {
        const user = await tx.findOne(UserEntity, { id }, { refresh: true });
        if (!user) throw userNotFoundError();
        const before = { status: user.status, isAdmin: user.isAdmin, username: user.username, email: user.email };
        // Checked on the row as read here: an e-mail sent unchanged (the editor sends every field) is no change.
        if (
          (isAdmin !== undefined && isAdmin !== user.isAdmin) ||
          passwordHash ||
          input.email.toLowerCase() !== user.email.toLowerCase()
        )
          requireSecurityStepUp(actor);
        user.username = input.username;
        user.email = input.email;
        if (status !== undefined) user.status = status;
        if (isAdmin !== undefined) user.isAdmin = isAdmin;
        if (passwordHash) user.passwordHash = passwordHash;
        await tx.flush();
        this.recordChanges(tx, actor, user, before);
        if (before.username !== user.username || before.email !== user.email || passwordHash) {
          recordActivity(
            tx,
            id,
            'profile_update',
            passwordHash ? 'Profile and password updated by an admin' : 'Profile updated by an admin',
            {
              actorId: actor.actorId,
              passwordChanged: !!passwordHash,
            },
          );
        }
        if (targetCents !== null) await this.adjust(tx, actor, id, targetCents, input.balanceReason);
        return {
          accessChanged: before.status !== user.status || before.isAdmin !== user.isAdmin || !!passwordHash,
          // A new password ends every session (the holder of the old one is signed out too).
          access: { userId: id, isAdmin: user.isAdmin, active: user.status === 'Active' && !passwordHash },
        };
      }),
    );
    if (change.accessChanged) actor.accessChanges.push(change.access);
    return this.get(id);
  }

  async setStatus(actor: AdminActor, id: number, status: UserStatus): Promise<UserType> {
    if (id === actor.actorId && status !== 'Active') throw badInput(CANNOT_DEACTIVATE_SELF);
    const user = await this.em.transactional(async (tx) => {
      const found = await tx.findOne(UserEntity, { id }, { refresh: true });
      if (!found) throw userNotFoundError();
      const before = { status: found.status, isAdmin: found.isAdmin };
      found.status = status;
      this.recordChanges(tx, actor, found, before);
      return found;
    });
    actor.accessChanges.push({ userId: id, isAdmin: user.isAdmin, active: user.status === 'Active' });
    return this.get(id);
  }

  async setAdmin(actor: AdminActor, id: number, isAdmin: boolean): Promise<UserAdminFlagType> {
    if (id === actor.actorId && !isAdmin) throw badInput(CANNOT_DEMOTE_SELF);
    requireSecurityStepUp(actor);
    const user = await this.em.transactional(async (tx) => {
      const found = await tx.findOne(UserEntity, { id }, { refresh: true });
      if (!found) throw userNotFoundError();
      const before = { status: found.status, isAdmin: found.isAdmin };
      found.isAdmin = isAdmin;
      this.recordChanges(tx, actor, found, before);
      return found;
    });
    actor.accessChanges.push({ userId: id, isAdmin: user.isAdmin, active: user.status === 'Active' });
    return { id, isAdmin: user.isAdmin, username: user.username };
  }

  /**
   * A user with orders or ledger history is kept (status Inactive, signed out everywhere): the
   * history and the ledger invariant stay intact. Anyone else is erased with their wallet.
   */
  async delete(actor: AdminActor, id: number): Promise<DeleteUserResultType> {
    if (id === actor.actorId) throw badInput(CANNOT_DELETE_SELF);
    const result = await this.em.transactional(async (tx) => {
      const user = await tx.findOne(UserEntity, { id }, { refresh: true });
      if (!user) throw userNotFoundError();
      const [row] = await tx.execute<{ history: boolean }[]>(USER_ADMIN_SQL.history, [id, id]);
      if (row.history) {
        const before = { status: user.status, isAdmin: user.isAdmin };
        user.status = 'Inactive';
        this.recordChanges(tx, actor, user, before);
        return { id, deleted: false, deactivated: true, isAdmin: user.isAdmin };
      }
      await tx.nativeDelete(UserEntity, { id });
      return { id, deleted: true, deactivated: false, isAdmin: user.isAdmin };
    });
    actor.accessChanges.push({ userId: id, isAdmin: result.isAdmin, active: false });
    return { id: result.id, deleted: result.deleted, deactivated: result.deactivated };
  }

  /** Posts ONE adjustment entry so that the balance becomes `targetCents` (nothing when equal). */
  private async adjust(
    tx: EntityManager,
    actor: AdminActor,
    userId: number,
    targetCents: number,
    reason?: string | null,
  ): Promise<void> {
    const wallet = await Ledger.lockWallet(tx, userId);
    const currentCents = storedCents(wallet.balance);
    const difference = targetCents - currentCents;
    if (difference === 0) return;
    const description = reason?.trim() || DEFAULT_BALANCE_REASON;
    Ledger.post({ tx, wallet }, { type: 'adjustment', amountCents: difference, description, actorId: actor.actorId });
    recordActivity(
      tx,
      userId,
      'balance_adjustment',
      `${description}: ${difference > 0 ? '+' : ''}${centsToDecimal(difference)}`,
      {
        actorId: actor.actorId,
        from: centsToDecimal(currentCents),
        to: centsToDecimal(targetCents),
        amount: centsToDecimal(difference),
      },
    );
  }

  private recordChanges(
    tx: EntityManager,
    actor: AdminActor,
    user: UserEntity,
    before: { status: string; isAdmin: boolean },
  ): void {
    if (before.status !== user.status) {
      recordActivity(tx, user.id, 'status_change', `Status changed from ${before.status} to ${user.status}`, {
        actorId: actor.actorId,
        from: before.status,
        to: user.status,
      });
    }
    if (before.isAdmin !== user.isAdmin) {
      recordActivity(tx, user.id, 'admin_change', user.isAdmin ? 'Admin rights granted' : 'Admin rights revoked', {
        actorId: actor.actorId,
        isAdmin: user.isAdmin,
      });
    }
  }

  private targetBalance(balance: string | null | undefined): number | null {
    if (balance === null || balance === undefined) return null;
    const cents = parseCents(balance);
    if (cents === null || cents < 0)
      throw badInput('Balance must be an amount of 0 or more with at most two decimals.', {
        fields: { balance: 'invalid' },
      });
    return cents;
  }

  private async balances(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const wallets = await this.em.find(WalletEntity, { user: { $in: ids } });
    return new Map(wallets.map((w) => [w.user.id, w.balance]));
  }

  /** Unique username / e-mail are checked by the indexes, so two simultaneous writes cannot both win. */
  private async uniqueWrite<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        const constraint = (error as { constraint?: string }).constraint ?? '';
        throw constraint.includes('username') ? usernameTakenError() : emailTakenError();
      }
      throw error;
    }
  }
}
