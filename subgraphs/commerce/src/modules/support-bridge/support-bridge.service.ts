import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { EmailOutboxEntity } from '../mail/email-outbox.entity';
import { OrderEntity } from '../order/order.entity';
import { UserEntity } from '../user/user.entity';
import { toUserType } from '../user/user.service';
import type { UserType } from '../user/user.type';
import { WalletEntity } from '../wallet/wallet.entity';
import { WarrantyClaimEntity } from '../warranty/warranty-claim.entity';

/** One sweep question carries at most this many ids (support asks in batches of this size). */
export const MAX_CLAIM_FILE_IDS = 500;

/**
 * What the support subgraph may ask commerce, which owns users and orders. Only service
 * identities reach it (see SupportBridgeResolver).
 */
export class SupportBridgeService {
  private readonly users: DataLoader<number, UserType | null>;

  constructor(
    private readonly em: EntityManager,
    /** The site's address for the ticket link ('' gives a relative link). */
    private readonly publicUrl: string,
  ) {
    this.users = new DataLoader(async (ids) => {
      const rows = await this.em.find(UserEntity, { id: { $in: [...ids] } });
      const wallets = await this.em.find(WalletEntity, { user: { $in: [...ids] } });
      const balances = new Map(wallets.map((w) => [w.user.id, w.balance]));
      const byId = new Map(rows.map((u) => [u.id, toUserType(u, balances.get(u.id) ?? '0.00')]));
      return ids.map((id) => byId.get(id) ?? null);
    });
  }

  /** A user referenced from another subgraph (callers check owner-or-admin first). */
  user(id: number): Promise<UserType | null> {
    return this.users.load(id);
  }

  /** Of `ids` (support's claim files), those a warranty claim names. */
  async claimFilesInUse(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const claims = await this.em.find(
      WarrantyClaimEntity,
      { attachmentId: { $in: ids.slice(0, MAX_CLAIM_FILE_IDS) } },
      { fields: ['id', 'attachmentId'] },
    );
    return [...new Set(claims.map((claim) => claim.attachmentId!))];
  }

  async orderOwner(orderId: number): Promise<number | null> {
    const order = await this.em.findOne(OrderEntity, orderId, { fields: ['id', 'user'] });
    return order ? order.user.id : null;
  }

  /** Writes the "support replied" e-mail to the outbox; false when the user does not exist. */
  async queueTicketReplyEmail(userId: number, ticketId: number, subject: string): Promise<boolean> {
    const user = await this.em.findOne(UserEntity, userId);
    if (!user) return false;
    const link = `${this.publicUrl.replace(/\/$/, '')}/support/tickets/${ticketId}`;
    this.em.create(EmailOutboxEntity, {
      toAddress: user.email,
      subject: `Support replied to your ticket #${ticketId}`,
      body: [
        `Hello ${user.username},`,
        '',
        `Our support team replied to your ticket #${ticketId}: ${subject.slice(0, 200)}`,
        '',
        `Read the reply and answer it here: ${link}`,
        '',
      ].join('\n'),
      orderId: null,
    });
    await this.em.flush();
    return true;
  }
}
