import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '@shop/server-kit';
import { AccountTextError, formatAccount, parseAccountLine } from '@shop/shared';
import DataLoader from 'dataloader';
import { recordActivity } from '../activity/activity.service';
import { EmailOutboxEntity } from '../mail/email-outbox.entity';
import { orderEmail } from '../mail/order-email';
import { UserEntity } from '../user/user.entity';
import type { OrderListInput } from './order-admin.input';
import type { OrderCustomerType } from './order-customer.type';
import { OrderEntity } from './order.entity';
import { toOrderType } from './order.service';
import { credentialVault, forEmail, forOrder } from '../vault/credential-vault';
import { nextIdsSql } from '../vault/row-ids';
import type { OrderType } from './order.type';

export const ORDER_NOT_FOUND = 'Order not found.';
export const ORDER_ALREADY_DELIVERED = 'This order has already been delivered.';
export const ACCOUNT_DETAILS_REQUIRED = 'Account details are required.';
export const ORDER_REFUNDED = 'This order has been refunded; it cannot be delivered.';

/** Which stored order states each documented status filter matches. */
const STATUS_FILTER: Record<string, Record<string, unknown>> = {
  pending: { status: { $in: ['pending', 'waiting'] } },
  processing: { status: 'processing' },
  delivered: { status: { $in: ['completed', 'delivered'] } },
  cancelled: { status: { $in: ['cancelled', 'canceled'] } },
};

/** A credential line in a documented format is stored normalised, like imported units; other text (a service) as written. */
export function normaliseDeliveredText(text: string): string {
  try {
    return formatAccount(parseAccountLine(text));
  } catch (error) {
    if (error instanceof AccountTextError) return text;
    throw error;
  }
}

export class OrderAdminService {
  private readonly customers: DataLoader<number, OrderCustomerType | null>;

  constructor(private readonly em: EntityManager) {
    this.customers = new DataLoader(async (ids) => {
      const users = await this.em.find(UserEntity, { id: { $in: [...ids] } });
      const byId = new Map(users.map((u) => [u.id, { id: u.id, username: u.username, email: u.email }]));
      return ids.map((id) => byId.get(id) ?? null);
    });
  }

  /** The buyer of an order (batched: one query for a whole list). */
  customer(userId: number): Promise<OrderCustomerType | null> {
    return this.customers.load(userId);
  }

  /** Every order, newest first, optionally filtered. Credentials are not loaded for the list. */
  async list(filter: OrderListInput): Promise<OrderType[]> {
    const where: Record<string, unknown> = { ...(filter.status ? STATUS_FILTER[filter.status] : {}) };
    const search = filter.search?.trim().replace(/^#/, '');
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [
        ...(/^\d{1,9}$/.test(search) ? [{ id: Number(search) }] : []),
        { productTitle: { $ilike: pattern } },
        { user: { username: { $ilike: pattern } } },
        { user: { email: { $ilike: pattern } } },
      ];
    }
    const orders = await this.em.find(OrderEntity, where, { orderBy: { orderDate: 'desc', id: 'desc' } });
    return orders.map((order) => ({ ...toOrderType(order), accountDetails: null }));
  }

  /** One order with its delivered credentials (the admin's Account Details tab). */
  async get(orderId: number): Promise<OrderType> {
    const order = await this.em.findOne(OrderEntity, { id: orderId }, { populate: ['accountDetails'] });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return toOrderType(order);
  }

  /**
   * Manual delivery of an order sold from the manual counter: the order becomes delivered with
   * the credentials stored on it (as an automatic order has them) and the buyer's delivery
   * e-mail is queued in the outbox, all in one transaction on the locked order row.
   */
  async deliver(actorId: number | null, orderId: number, accountDetails: string): Promise<OrderType> {
    const text = accountDetails.trim();
    if (!text) throw badInput(ACCOUNT_DETAILS_REQUIRED, { fields: { accountDetails: ACCOUNT_DETAILS_REQUIRED } });
    const credentials = normaliseDeliveredText(text);
    const order = await this.em.transactional(async (tx) => {
      const locked = await tx.findOne(OrderEntity, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!locked) throw notFound(ORDER_NOT_FOUND);
      if (locked.accountDelivered) throw conflict(ORDER_ALREADY_DELIVERED);
      if (locked.status === 'refunded') throw conflict(ORDER_REFUNDED);
      const buyer = await tx.findOneOrFail(UserEntity, { id: locked.user.id });
      locked.status = 'completed';
      locked.deliveryStatus = 'delivered';
      locked.accountDelivered = true;
      locked.accountDetails = credentialVault().seal(credentials, forOrder(locked.id));
      // The e-mail's id before it is written: its copy of the details is sealed for that row alone.
      const [{ id: mailId }] = await tx.execute<{ id: number }[]>(nextIdsSql('email_outbox'), [1]);
      tx.create(EmailOutboxEntity, { id: Number(mailId), ...orderEmail(buyer, locked, credentials, forEmail(Number(mailId))) });
      recordActivity(tx, buyer.id, 'order_delivered', `Order #${locked.id} delivered by an admin`, { orderId: locked.id, actorId });
      return locked;
    });
    return toOrderType(order);
  }
}
