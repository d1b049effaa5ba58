import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailOutboxEntity } from '../mail/email-outbox.entity';
import { OrderEntity } from '../order/order.entity';
import { UserEntity } from '../user/user.entity';

/** The public address of ticket pages in e-mails; relative when no public URL is configured. */
const SITE_URL = (process.env.PUBLIC_URL ?? '').replace(/\/$/, '');

/**
 * What the support subgraph may ask commerce, which owns users and orders. Only service
 * identities reach it (see SupportBridgeResolver).
 */
export class SupportBridgeService {
  constructor(private readonly em: EntityManager) {}

  async orderOwner(orderId: number): Promise<number | null> {
    const order = await this.em.findOne(OrderEntity, orderId, { fields: ['id', 'user'] });
    return order ? order.user.id : null;
  }

  /** Writes the "support replied" e-mail to the outbox; false when the user does not exist. */
  async queueTicketReplyEmail(userId: number, ticketId: number, subject: string): Promise<boolean> {
    const user = await this.em.findOne(UserEntity, userId);
    if (!user) return false;
    const link = `${SITE_URL}/support/tickets/${ticketId}`;
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
