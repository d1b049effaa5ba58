import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { WalletEntity } from '../wallet/wallet.entity';
import { hashPassword } from './password';
import { UserEntity } from './user.entity';
import { normaliseEmail } from './user.service';

export const DEFAULT_ADMIN_EMAIL = 'admin@shop.local';

export interface AdminAccountResult {
  created: boolean;
  email: string;
  /** Set only when no password was configured and one was generated: show it once. */
  generatedPassword?: string;
}

/**
 * Creates the first admin when no user has the configured e-mail. An existing user with that
 * e-mail is left exactly as it is (its password may have been changed since).
 */
export async function ensureAdminAccount(
  em: EntityManager,
  options: { email?: string; password?: string },
): Promise<AdminAccountResult> {
  const email = normaliseEmail(options.email || DEFAULT_ADMIN_EMAIL);
  if (await em.findOne(UserEntity, { email })) return { created: false, email };
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(options.password || generatedPassword!);
  const usernameTaken = (await em.count(UserEntity, { username: { $ilike: 'admin' } })) > 0;
  const username = usernameTaken ? `admin-${randomBytes(3).toString('hex')}` : 'admin';
  try {
    await em.transactional(async (tx) => {
      // The first admin is the owner (it may reset other admins' second factors).
      const admin = tx.create(UserEntity, {
        username,
        email,
        passwordHash,
        isAdmin: true,
        isOwner: true,
        status: 'Active',
      });
      tx.create(WalletEntity, { user: admin });
    });
  } catch (error) {
    // Another replica starting at the same moment created it first.
    if (error instanceof UniqueConstraintViolationException) return { created: false, email };
    throw error;
  }
  return { created: true, email, generatedPassword };
}
