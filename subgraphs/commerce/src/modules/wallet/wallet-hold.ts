import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity } from '../activity/activity.service';
import { EmailOutboxEntity } from '../mail/email-outbox.entity';
import { UserEntity } from '../user/user.entity';
import type { WalletEntity } from './wallet.entity';

/**
 * Puts a locked wallet on hold (no purchases, no deposits) and tells every active admin by e-mail,
 * in the caller's transaction: the hold, its activity entry and the e-mails commit together or
 * not at all. A wallet already on hold keeps its first date; the reasons add up.
 */
export async function holdWallet(
  tx: EntityManager,
  wallet: WalletEntity,
  reason: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  const userId = wallet.user.id;
  wallet.heldAt ??= new Date();
  wallet.holdReason = wallet.holdReason ? `${wallet.holdReason}\n${reason}` : reason;
  recordActivity(tx, userId, 'account_hold', reason, metadata);
  const [user, admins] = await Promise.all([
    tx.findOneOrFail(UserEntity, { id: userId }),
    tx.find(UserEntity, { isAdmin: true, status: 'Active' }, { orderBy: { id: 'asc' } }),
  ]);
  for (const admin of admins) {
    tx.create(EmailOutboxEntity, {
      toAddress: admin.email,
      subject: `Account on hold: ${user.username} (#${user.id})`,
      body: [
        `Hello ${admin.username},`,
        '',
        `The account of ${user.username} (#${user.id}, ${user.email}) was put on hold: purchases and deposits are refused until an admin releases it.`,
        '',
        reason,
        '',
      ].join('\n'),
      orderId: null,
    });
  }
}
