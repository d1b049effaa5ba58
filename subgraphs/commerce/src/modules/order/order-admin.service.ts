import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '@shop/server-kit';
import { AccountTextError, centsToDecimal, formatAccount, parseAccountLine } from '@shop/shared';
import DataLoader from 'dataloader';
import { recordActivity } from '../activity/activity.service';
import { returnManualStock } from '../inventory/inventory.service';
import { UnitRepository } from '../inventory/unit.repository';
import { EmailOutboxEntity } from '../mail/email-outbox.entity';
import { orderCancelledEmail, orderEmail } from '../mail/order-email';
import { UserEntity } from '../user/user.entity';
import { Ledger } from '../wallet/ledger';
import type { OrderListInput } from './order-admin.input';
import type { OrderCustomerType } from './order-customer.type';
import { OrderEntity } from './order.entity';
import { toOrderType } from './order.service';
import { DeliveryStatus, OrderStatus } from './order-status';
import { credentialVault, forEmail, forOrder } from '../vault/credential-vault';
import { nextIdsSql } from '../vault/row-ids';
import type { OrderType } from './order.type';
import { claimClosedNote } from '../warranty/claim.errors';
import { ClaimRepository, sqlInTransaction } from '../warranty/claim.repository';
import type { Arrival, UnitsArrived } from '../inventory/units-arrived';

export const ORDER_NOT_FOUND = 'Order not found.';
export const ORDER_ALREADY_DELIVERED = 'This order has already been delivered.';
export const ACCOUNT_DETAILS_REQUIRED = 'Account details are required.';
export const ORDER_REFUNDED = 'This order has been refunded; it cannot be delivered.';
export const ORDER_CANCELLED = 'This order has been cancelled; it cannot be delivered.';
export const ORDER_ALREADY_CANCELLED = 'This order has already been cancelled.';
export const ORDER_DELIVERED_NO_CANCEL =
  'This order has already been delivered, so it cannot be cancelled. Refund it instead.';
export const ORDER_REFUNDED_NO_CANCEL = 'This order has already been refunded, so it cannot be cancelled.';
export const ORDER_NOT_PENDING = 'Only an order waiting for delivery can be marked as processing.';
export const CANCEL_REASON_REQUIRED = 'A reason is required.';
export const ORDER_CANCELLED_NO_REFUND = 'This order has been cancelled and its price already refunded.';
export const orderCancelledNoRefundError = () => conflict(ORDER_CANCELLED_NO_REFUND);
export const ORDER_NOT_DELIVERED_CANCEL_IT =
  'This order has not been delivered yet: cancel it instead (its price goes back to the wallet and its stock returns).';
export const orderNotDeliveredCancelItError = () => conflict(ORDER_NOT_DELIVERED_CANCEL_IT);

/** Which stored order states each documented status filter matches (the migration of 2026-11-25 moved the old spellings). */
const STATUS_FILTER: Record<string, Record<string, unknown>> = {
  pending: { status: OrderStatus.pending },
  processing: { status: OrderStatus.processing },
  delivered: { status: OrderStatus.delivered },
  cancelled: { status: OrderStatus.cancelled },
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

  constructor(
    private readonly em: EntityManager,
    private readonly unitsArrived: UnitsArrived,
  ) {
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

  /** One order (its credentials stay sealed: `Order.accountDetails` opens for the buyer only). */
  async get(orderId: number): Promise<OrderType> {
    const order = await this.em.findOne(OrderEntity, { id: orderId }, { populate: ['accountDetails'] });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return toOrderType(order);
  }

  /**
   * An order's delivered credentials, opened for an admin's reveal (the caller checks the step-up
   * and audits), with the unit the order holds now (none for a manual delivery).
   */
  async credentials(orderId: number): Promise<{ unitId: number | null; productId: number; credentials: string }> {
    if (!Number.isSafeInteger(orderId) || orderId <= 0) throw badInput('Invalid order id.');
    const order = await this.em.findOne(OrderEntity, { id: orderId }, { populate: ['accountDetails'] });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!order.accountDetails) throw notFound('This order has no delivered credentials.');
    const unit = await new UnitRepository(this.em).currentOfOrder(orderId);
    return {
      unitId: unit ? Number(unit.id) : null,
      productId: order.productId,
      credentials: credentialVault().open(order.accountDetails, forOrder(orderId)),
    };
  }

  /**
   * Manual delivery of an order sold from the manual counter: the order becomes delivered with
   * the credentials stored on it (as an automatic order has them) and the buyer's delivery
   * e-mail is queued in the outbox, all in one transaction on the locked order row.
   */
  async deliver(
    actorId: number | null,
    orderId: number,
    accountDetails: string,
    deliveryNotes?: string | null,
  ): Promise<OrderType> {
    const text = accountDetails.trim();
    if (!text) throw badInput(ACCOUNT_DETAILS_REQUIRED, { fields: { accountDetails: ACCOUNT_DETAILS_REQUIRED } });
    const credentials = normaliseDeliveredText(text);
    const notes = deliveryNotes?.trim() || null;
    const order = await this.em.transactional(async (tx) => {
      const locked = await tx.findOne(
        OrderEntity,
        { id: orderId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!locked) throw notFound(ORDER_NOT_FOUND);
      if (locked.accountDelivered) throw conflict(ORDER_ALREADY_DELIVERED);
      if (locked.status === OrderStatus.refunded) throw conflict(ORDER_REFUNDED);
      if (locked.status === OrderStatus.cancelled) throw conflict(ORDER_CANCELLED);
      const buyer = await tx.findOneOrFail(UserEntity, { id: locked.user.id });
      locked.status = OrderStatus.delivered;
      locked.deliveryStatus = DeliveryStatus.delivered;
      locked.accountDelivered = true;
      locked.deliveredAt = new Date();
      locked.accountDetails = credentialVault().seal(credentials, forOrder(locked.id));
      locked.deliveryNotes = notes;
      // The e-mail's id before it is written: its copy of the details is sealed for that row alone.
      const [{ id: mailId }] = await tx.execute<{ id: number }[]>(nextIdsSql('email_outbox'), [1]);
      tx.create(EmailOutboxEntity, {
        id: Number(mailId),
        ...orderEmail(buyer, locked, credentials, forEmail(Number(mailId)), notes),
      });
      recordActivity(tx, buyer.id, 'order_delivered', `Order #${locked.id} delivered by an admin`, {
        orderId: locked.id,
        actorId,
      });
      return locked;
    });
    return toOrderType(order);
  }

  /**
   * An admin takes a waiting hand-delivered order on: it shows as Processing to the buyer and in
   * the panel's 'İşleniyor' filter until it is delivered or cancelled.
   */
  async startProcessing(actorId: number | null, orderId: number): Promise<OrderType> {
    const order = await this.em.transactional(async (tx) => {
      const locked = await tx.findOne(
        OrderEntity,
        { id: orderId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!locked) throw notFound(ORDER_NOT_FOUND);
      if (locked.status !== OrderStatus.pending || locked.accountDelivered) throw conflict(ORDER_NOT_PENDING);
      locked.status = OrderStatus.processing;
      locked.deliveryStatus = DeliveryStatus.processing;
      recordActivity(tx, locked.user.id, 'order_processing', `Order #${locked.id} is being processed`, {
        orderId: locked.id,
        actorId,
      });
      return locked;
    });
    return toOrderType(order);
  }

  /**
   * Cancels an undelivered order in one transaction on the locked order row: the price charged
   * goes back to the buyer's wallet as one `refund` ledger entry, a unit taken from the manual
   * counter goes back on it, the order keeps the reason, and the buyer's notice is queued in the
   * outbox. Locks in the purchase's order (manual counter, then wallet), so a cancel and a
   * purchase of the same buyer and product cannot deadlock. A second cancel, even a concurrent
   * one, waits on the order row and then finds it cancelled.
   */
  async cancel(actorId: number | null, orderId: number, reason: string): Promise<OrderType> {
    const why = reason.trim();
    if (!why) throw badInput(CANCEL_REASON_REQUIRED, { fields: { reason: CANCEL_REASON_REQUIRED } });
    let arrival: Arrival = { reserved: 0, onSale: new Map() };
    const order = await this.em.transactional(async (tx) => {
      const locked = await tx.findOne(
        OrderEntity,
        { id: orderId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!locked) throw notFound(ORDER_NOT_FOUND);
      if (locked.status === OrderStatus.cancelled) throw conflict(ORDER_ALREADY_CANCELLED);
      if (locked.status === OrderStatus.refunded) throw conflict(ORDER_REFUNDED_NO_CANCEL);
      if (locked.accountDelivered) throw conflict(ORDER_DELIVERED_NO_CANCEL);
      if (locked.deliveryMethod === 'manual') await returnManualStock(tx, locked.productId);
      const cents = await Ledger.orderChargeCents(tx, locked.id);
      if (cents > 0) {
        const wallet = await Ledger.lockWallet(tx, locked.user.id);
        Ledger.post(
          { tx, wallet },
          {
            type: 'refund',
            amountCents: cents,
            description: `Order #${locked.id} canceled: ${why}`,
            orderId: locked.id,
            actorId,
          },
        );
      }
      locked.status = OrderStatus.cancelled;
      locked.deliveryStatus = DeliveryStatus.cancelled;
      locked.cancelReason = why;
      const closed = await ClaimRepository.closeOpenClaims(
        sqlInTransaction(tx),
        locked.id,
        claimClosedNote('cancelled'),
      );
      // A unit reserved for a closed claim arrives again: other waiting claims first, then restock alerts.
      arrival = await this.unitsArrived.freed(tx, closed.freed);
      const buyer = await tx.findOneOrFail(UserEntity, { id: locked.user.id });
      tx.create(EmailOutboxEntity, orderCancelledEmail(buyer, locked, cents > 0 ? centsToDecimal(cents) : null, why));
      recordActivity(tx, buyer.id, 'order_cancelled', `Order #${locked.id} cancelled by an admin: ${why}`, {
        orderId: locked.id,
        actorId,
        refunded: centsToDecimal(cents),
      });
      return locked;
    });
    await this.unitsArrived.committed(arrival.reserved, arrival.onSale);
    return toOrderType(order);
  }
}
