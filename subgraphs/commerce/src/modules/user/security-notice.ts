import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../../mikro-orm.config';
import { UserEntity } from './user.entity';

/** The statements of security notices (`?` placeholders; checked by test/sql-columns.test.ts). */
export const SECURITY_NOTICE_SQL = {
  mail: `insert into "${SCHEMA}"."email_outbox" (to_address, subject, body) values (?, ?, ?)`,
} as const;

/** A change of one's second factors (issue 34), each announced by e-mail. */
export type FactorChange =
  | { kind: 'totp-enrolled' }
  | { kind: 'totp-removed' }
  | { kind: 'recovery-codes' }
  | { kind: 'passkey-added'; name: string }
  | { kind: 'passkey-removed'; name: string };

function describe(change: FactorChange): { subject: string; what: string } {
  switch (change.kind) {
    case 'totp-enrolled':
      return { subject: 'Security: an authenticator app was set up', what: 'An authenticator app was set up' };
    case 'totp-removed':
      return {
        subject: 'Security: your authenticator app was removed',
        what: 'Your authenticator app was removed, with its recovery codes',
      };
    case 'recovery-codes':
      return {
        subject: 'Security: new recovery codes',
        what: 'A new set of recovery codes was made; the earlier codes no longer work',
      };
    case 'passkey-added':
      return { subject: 'Security: a passkey was added', what: `The passkey "${change.name}" was added` };
    case 'passkey-removed':
      return { subject: 'Security: a passkey was removed', what: `The passkey "${change.name}" was removed` };
  }
}

/** "2026-11-28 23:50 UTC": read the same wherever the user is. */
export const noticeTime = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Queues the notice of a change of factors to the user's address, in the caller's transaction (the
 * change and its e-mail commit together or not at all); the outbox worker sends it. Never holds a
 * secret: no code, no recovery code, no key.
 */
export async function queueFactorNotice(em: EntityManager, userId: number, change: FactorChange): Promise<void> {
  const user = await em.findOne(UserEntity, { id: userId }, { fields: ['id', 'email', 'username'] });
  if (!user) return;
  const { subject, what } = describe(change);
  const body = [
    `Hello ${user.username},`,
    '',
    `${what} on your account, on ${noticeTime(new Date())}.`,
    '',
    'If this was you, there is nothing to do.',
    'If this was not you, sign in now, change your password and check the Security page of your account',
    '(your authenticator app, passkeys and recovery codes); then write to our support.',
    '',
  ].join('\n');
  await em.execute(SECURITY_NOTICE_SQL.mail, [user.email, subject, body]);
}
