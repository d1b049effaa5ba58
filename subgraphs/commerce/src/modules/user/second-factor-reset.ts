import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden, notFound } from '@shop/server-kit';
import { SCHEMA } from '../../mikro-orm.config';

export const OWNER_ONLY = "Only an owner can reset another user's second factor.";
export const NOT_ONESELF = 'Reset your own second factor from your security page, not here.';
export const NO_SUCH_USER = 'User not found.';
export const RESET_REAUTH_REQUIRED = "Re-authenticate to reset a user's second factor.";
export const RESET_MAIL_SUBJECT = 'Your second factor was reset';

/** The reset's statements (`?` placeholders; checked by test/sql-columns.test.ts). */
export const RESET_SQL = {
  owner: `select 1 from "${SCHEMA}"."user" where "id" = ? and "is_owner" and "is_admin" and "status" = 'Active'`,
  /** Locks the target's row: two resets at once remove and announce once each, in turn. */
  target: `select "id", "email", "username" from "${SCHEMA}"."user" where "id" = ? for update`,
  recoveryCodes: `delete from "${SCHEMA}"."user_recovery_code" where "user_id" = ?`,
  passkeys: `delete from "${SCHEMA}"."user_passkey" where "user_id" = ?`,
  challenges: `delete from "${SCHEMA}"."passkey_challenge" where "user_id" = ?`,
  /** Clearing `totp_confirmed_at` (and the passkeys' count, by their trigger) bumps the rights version: every session renews. */
  totp: `update "${SCHEMA}"."user" set "totp_secret" = null, "totp_confirmed_at" = null, "totp_last_step" = null
    where "id" = ? and "totp_secret" is not null returning "id"`,
  mail: `insert into "${SCHEMA}"."email_outbox" (to_address, subject, body) values (?, ?, ?)`,
} as const;

export interface SecondFactorResetResult {
  userId: number;
  passkeysRemoved: number;
  totpRemoved: boolean;
}

/**
 * An owner's reset of another user's second factor (issue 34, recovery): the authenticator app,
 * the recovery codes and the passkeys go in one transaction, the change bumps the user's rights
 * version (their sessions renew on their next request, on every replica), and the user is e-mailed
 * through the outbox in the same transaction. The resolver checks the step-up and audits it.
 */
export class SecondFactorReset {
  constructor(private readonly em: EntityManager) {}

  async reset(ownerId: number, userId: number): Promise<SecondFactorResetResult> {
    if (!(await this.em.execute(RESET_SQL.owner, [ownerId])).length) throw forbidden(OWNER_ONLY);
    if (userId === ownerId) throw forbidden(NOT_ONESELF);
    return this.em.transactional(async (tx) => {
      const [target] = await tx.execute<Array<{ id: number; email: string; username: string }>>(RESET_SQL.target, [
        userId,
      ]);
      if (!target) throw notFound(NO_SUCH_USER);
      await tx.execute(RESET_SQL.recoveryCodes, [userId]);
      const passkeys = await tx.execute<{ affectedRows: number }>(RESET_SQL.passkeys, [userId], 'run');
      await tx.execute(RESET_SQL.challenges, [userId]);
      const totp = await tx.execute<Array<{ id: number }>>(RESET_SQL.totp, [userId]);
      await tx.execute(RESET_SQL.mail, [target.email, RESET_MAIL_SUBJECT, resetMailBody(target.username)]);
      return { userId, passkeysRemoved: passkeys.affectedRows ?? 0, totpRemoved: totp.length > 0 };
    });
  }
}

function resetMailBody(username: string): string {
  return [
    `Hello ${username},`,
    '',
    'An administrator of the shop reset the second factor of your account: your authenticator app,',
    'your recovery codes and your passkeys were removed.',
    '',
    'Sign in with your password and set up a new second factor on your security page.',
    'If you did not ask for this, contact the shop at once.',
    '',
  ].join('\n');
}
