import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, unauthenticated } from '@shop/server-kit';
import { SCHEMA } from '../../mikro-orm.config';
import { UserEntity } from './user.entity';

/** How long a verification link works. */
export const VERIFICATION_LIFETIME_HOURS = 48;
export const VERIFICATION_LINK_INVALID =
  'This verification link is not valid any more. Sign in and ask for a new one on your account page.';
export const EMAIL_ALREADY_VERIFIED = 'Your e-mail address is already verified.';

const TABLE = `"${SCHEMA}"."email_verification"`;

/** The verification's statements (`?` placeholders; checked by test/sql-columns.test.ts). */
export const VERIFICATION_SQL = {
  insertToken: `insert into ${TABLE} (user_id, email, token_hash, expires_at)
      values (?, ?, ?, now() + make_interval(hours => ?))`,
  mail: `insert into "${SCHEMA}"."email_outbox" (to_address, subject, body) values (?, ?, ?)`,
  /** The token used once and the user's address verified, in one statement. */
  verify: `with used as (
         update ${TABLE} v set used_at = now()
           from "${SCHEMA}"."user" u
          where v.token_hash = ? and v.used_at is null and v.expires_at > now()
            and u.id = v.user_id and u.email = v.email
          returning v.user_id)
       update "${SCHEMA}"."user" u set email_verified_at = coalesce(u.email_verified_at, now())
         from used where u.id = used.user_id returning u.id as user_id`,
} as const;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Queues the e-mail with a link that proves the address (`/account/verify-email?token=`), in the
 * caller's transaction: the token is random (32 bytes), only its SHA-256 is stored, it works once
 * and for `VERIFICATION_LIFETIME_HOURS`, for the address it was sent to.
 */
export async function queueVerificationEmail(
  em: EntityManager,
  user: Pick<UserEntity, 'id' | 'email' | 'username'>,
  publicUrl: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await em.execute(VERIFICATION_SQL.insertToken, [user.id, user.email, hashOf(token), VERIFICATION_LIFETIME_HOURS]);
  const link = `${publicUrl}/account/verify-email?token=${token}`;
  const body = [
    `Hello ${user.username},`,
    '',
    'Please confirm that this is your e-mail address by opening this link:',
    link,
    '',
    `The link works once, for ${VERIFICATION_LIFETIME_HOURS} hours. We e-mail restock alerts only to confirmed addresses.`,
    'If you did not sign up, you can ignore this e-mail.',
    '',
  ].join('\n');
  await em.execute(VERIFICATION_SQL.mail, [user.email, 'Confirm your e-mail address', body]);
}

/** Proving an address: the link from the e-mail, and a new link on request. */
export class EmailVerificationService {
  constructor(
    private readonly em: EntityManager,
    private readonly publicUrl: string,
  ) {}

  /** Sends a new link to the signed-in user's current address; 409 when it is verified already. */
  async resend(userId: number): Promise<boolean> {
    await this.em.transactional(async (tx) => {
      const user = await tx.findOne(UserEntity, { id: userId });
      if (!user) throw unauthenticated();
      if (user.emailVerifiedAt) throw conflict(EMAIL_ALREADY_VERIFIED);
      await queueVerificationEmail(tx, user, this.publicUrl);
    });
    return true;
  }

  /**
   * Marks the address verified when the token is known, unused, unexpired and was sent to the
   * user's current address (one statement: two clicks at once verify once). Anything else is one
   * 400 that says nothing about why.
   */
  async verify(token: string): Promise<boolean> {
    const text = token.trim();
    if (!/^[A-Za-z0-9_-]{43}$/.test(text)) throw badInput(VERIFICATION_LINK_INVALID);
    const rows = await this.em.execute<{ user_id: number }[]>(VERIFICATION_SQL.verify, [hashOf(text)]);
    if (rows.length === 0) throw badInput(VERIFICATION_LINK_INVALID);
    return true;
  }
}
