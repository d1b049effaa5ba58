import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../../mikro-orm.config';
import { noticeTime, SECURITY_NOTICE_SQL } from './security-notice';
import { UserEntity } from './user.entity';

const TABLE = `"${SCHEMA}"."user_known_device"`;

/** The known devices' statements (`?` placeholders; checked by test/sql-columns.test.ts). */
export const KNOWN_DEVICE_SQL = {
  /** Remembers the device; `new` is true only for the insert that added it (two sign-ins at once: one). */
  remember: `insert into ${TABLE} (user_id, device_hash) values (?, ?)
      on conflict (user_id, device_hash) do update set last_seen_at = now()
      returning (xmax = 0) as "new"`,
} as const;

/**
 * A completed sign-in from `device` (the SHA-256 the gateway put in the identity, issue 34): a device
 * this user has not signed in from before is remembered and, unless `notify` is off (the sign-up's
 * own sign-in), the user is e-mailed, in one transaction. Devices are per user: another user's device
 * cookie is new here. No device (the gateway sends it only with what looks like a sign-in, so a
 * crafted request may come without): nothing to remember, and the sign-in is mailed as new.
 */
export async function signInFromDevice(
  em: EntityManager,
  userId: number,
  device: string | undefined,
  notify: boolean,
): Promise<void> {
  await em.transactional(async (tx) => {
    if (device) {
      const [row] = await tx.execute<{ new: boolean }[]>(KNOWN_DEVICE_SQL.remember, [userId, device]);
      if (!row?.new) return;
    }
    if (!notify) return;
    const user = await tx.findOne(UserEntity, { id: userId }, { fields: ['id', 'email', 'username'] });
    if (!user) return;
    const body = [
      `Hello ${user.username},`,
      '',
      `Your account was signed in to from a new device or browser on ${noticeTime(new Date())}.`,
      '',
      'If this was you, there is nothing to do.',
      'If this was not you, change your password now and set up an authenticator app or a passkey on',
      'the Security page of your account; then write to our support.',
      '',
    ].join('\n');
    await tx.execute(SECURITY_NOTICE_SQL.mail, [user.email, 'Security: a sign-in from a new device', body]);
  });
}
