import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { log, notFound } from '@shop/server-kit';
import { centsToDecimal, parseCents } from '@shop/shared';
import { storedCents } from '../../common/money';
import { SCHEMA } from '../../mikro-orm.config';
import { recordActivity } from '../activity/activity.service';
import { OrderEntity } from '../order/order.entity';
import {
  ORDER_NOT_FOUND,
  orderCancelledNoRefundError,
  orderNotDeliveredCancelItError,
} from '../order/order-admin.service';
import { loadActiveUser } from '../user/user.service';
import { Ledger } from '../wallet/ledger';
import { holdWallet } from '../wallet/wallet-hold';
import { MAX_DEPOSIT_CENTS, depositLimitError, invalidAmountError } from '../wallet/wallet.errors';
import { AccountOnHoldError, Refused, answerRefusal } from '../wallet/wallet.refusals';
import { DailyDepositLimitError, type DepositRefusal } from './payment.refusals';
import type { DepositInput } from '../wallet/wallet.input';
import { PAYMENT_METHOD_LABELS, toTransactionType } from '../wallet/wallet.service';
import type { WalletTransactionType } from '../wallet/wallet.type';
import type { DepositLimitsType } from './deposit-limits.type';
import type { PaymentSettings } from './payment-config';
import { PaymentEntity } from './payment.entity';
import {
  depositAlreadyRefundedError,
  depositNotCompletedError,
  depositSpentError,
  invalidSignatureError,
  orderAlreadyRefundedError,
  orderNotChargedError,
  paymentNotFoundError,
} from './payment.errors';
import { WebhookSignatureError, type ProviderEvent } from './payment-provider';
import type { PaymentType } from './payment.type';
import { claimClosedNote } from '../warranty/claim.errors';
import { ClaimRepository, sqlInTransaction } from '../warranty/claim.repository';
import type { Arrival, UnitsArrived } from '../inventory/units-arrived';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

const CURRENCY = 'USD';
/** Deposits that count against the daily limit: asked for (pending) or taken. */
const COUNTED_STATUSES = `('pending', 'completed', 'refunded', 'disputed')`;
/** Checked by test/sql-columns.test.ts (`?` placeholders). */
export const PAYMENT_SQL = {
  /** What the user deposited (or asked to) in the last 24 hours, for the daily limit. */
  depositedIn24Hours: `select coalesce(sum(amount), 0)::text as total from "${SCHEMA}"."payment"
        where user_id = ? and status in ${COUNTED_STATUSES} and created_at > now() - interval '24 hours'`,
  /** A provider's event recorded once: a repeat delivery inserts nothing. */
  insertEvent: `insert into "${SCHEMA}"."payment_event" (provider, event_id, type, payment_id) values (?, ?, ?, ?)
         on conflict (provider, event_id) do nothing returning id`,
} as const;
/** Deposits whose money reached the wallet, so a reversal at the provider can take it back. */
const REVERSIBLE_STATUSES: readonly string[] = ['completed', 'refunded', 'disputed'];

export function toPaymentType(payment: PaymentEntity): PaymentType {
  return {
    id: payment.id,
    userId: payment.user.id,
    amount: payment.amount,
    status: payment.status,
    provider: payment.provider,
    paymentMethod: payment.paymentMethod,
    checkoutUrl: payment.status === 'pending' ? (payment.checkoutUrl ?? null) : null,
    createdAt: payment.createdAt,
    completedAt: payment.completedAt ?? null,
  };
}

const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method] ?? method;

/**
 * Money into wallets and back out of them: deposits through the configured payment provider,
 * credited only by a confirmation applied once per provider event, and admin refunds as
 * reversing ledger entries.
 */
export class PaymentService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: PaymentSettings,
    private readonly unitsArrived: UnitsArrived,
  ) {}

  /**
   * Records a pending deposit (no ledger entry) and hands it to the provider. The test provider
   * confirms at once, so the answer is already `completed`; Stripe answers with a checkout URL and
   * the deposit stays pending until its signed webhook arrives.
   */
  deposit(userId: number, input: DepositInput): Promise<PaymentType | DepositRefusal> {
    // A refusal (account on hold, daily limit) rolled its transaction back and is answered, not thrown.
    return answerRefusal<PaymentType, DepositRefusal>(this.startDeposit(userId, input));
  }

  private async startDeposit(userId: number, input: DepositInput): Promise<PaymentType> {
    const cents = parseCents(input.amount);
    if (cents === null || cents <= 0) throw invalidAmountError();
    if (cents > MAX_DEPOSIT_CENTS) throw depositLimitError();
    await loadActiveUser(this.em, userId);
    const provider = this.settings.provider;
    const payment = await this.em.transactional(async (tx) => {
      // The wallet row lock serialises one account's deposits, so parallel requests cannot each
      // pass the daily limit.
      const wallet = await Ledger.lockWallet(tx, userId);
      if (wallet.heldAt) throw new Refused(new AccountOnHoldError());
      await this.checkDailyLimit(tx, userId, cents);
      return tx.create(PaymentEntity, {
        user: userId,
        provider: provider.name,
        amount: centsToDecimal(cents),
        currency: CURRENCY,
        paymentMethod: input.paymentMethod,
      });
    });

    let start;
    try {
      start = await provider.startDeposit({
        paymentId: payment.id,
        userId,
        amountCents: cents,
        currency: CURRENCY,
        paymentMethod: input.paymentMethod,
      });
    } catch (error) {
      await this.em.nativeUpdate(PaymentEntity, { id: payment.id, status: 'pending' }, { status: 'failed' });
      throw error;
    }
    if (start.kind === 'confirmed') {
      await this.applyEvent(provider.name, start.event);
    } else {
      await this.em.nativeUpdate(
        PaymentEntity,
        { id: payment.id },
        { providerRef: start.providerRef, checkoutUrl: start.checkoutUrl },
      );
    }
    const current = await this.em.findOneOrFail(PaymentEntity, { id: payment.id }, { refresh: true });
    return toPaymentType(current);
  }

  /** The limits `deposit` enforces, as the top-up form states them. */
  depositLimits(): DepositLimitsType {
    const daily = this.settings.dailyDepositLimitCents;
    return { perDeposit: centsToDecimal(MAX_DEPOSIT_CENTS), per24Hours: daily > 0 ? centsToDecimal(daily) : null };
  }

  private async checkDailyLimit(tx: EntityManager, userId: number, cents: number): Promise<void> {
    const limit = this.settings.dailyDepositLimitCents;
    if (limit <= 0) return;
    const [row] = await tx.execute<Array<{ total: string }>>(PAYMENT_SQL.depositedIn24Hours, [userId]);
    const used = storedCents(row.total);
    if (used + cents > limit) throw new Refused(new DailyDepositLimitError(limit, used));
  }

  /** A provider's webhook: verified, then applied once per event id. A bad signature is a 400. */
  async handleWebhook(providerName: string, rawBody: string, signature: string): Promise<EventOutcome> {
    const provider = this.settings.provider;
    if (provider.name !== providerName)
      throw invalidSignatureError(`The ${providerName} payment provider is not enabled.`);
    let event: ProviderEvent;
    try {
      event = provider.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw invalidSignatureError(error.message);
      throw error;
    }
    return this.applyEvent(provider.name, event);
  }

  /**
   * One transaction: the event id is inserted first (a duplicate delivery, even a concurrent one,
   * waits on the unique index and then finds it taken), then the payment is locked and credited
   * if it is not already.
   */
  async applyEvent(providerName: string, event: ProviderEvent): Promise<EventOutcome> {
    return this.em.transactional(async (tx) => {
      const inserted = await tx.execute<Array<{ id: number }>>(PAYMENT_SQL.insertEvent, [
        providerName,
        event.eventId,
        event.rawType.slice(0, 64),
        event.paymentId,
      ]);
      if (!inserted.length) return 'duplicate';
      if (event.type === 'reversed') return this.applyReversal(tx, providerName, event, inserted[0].id);
      if (event.type === 'ignored' || event.paymentId === null) return 'ignored';
      const payment = await tx.findOne(
        PaymentEntity,
        { id: event.paymentId, provider: providerName },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!payment || (payment.providerRef && event.providerRef && payment.providerRef !== event.providerRef)) {
        log('commerce', 'warn', 'payment event for an unknown payment', {
          provider: providerName,
          eventId: event.eventId,
          paymentId: event.paymentId,
        });
        return 'ignored';
      }
      if (event.type !== 'confirmed') {
        if (payment.status === 'pending') payment.status = event.type;
        return 'applied';
      }
      if (payment.status === 'completed' || payment.status === 'refunded') return 'duplicate';
      const cents = storedCents(payment.amount);
      if (event.amountCents !== cents || (event.currency ?? '').toUpperCase() !== payment.currency) {
        log('commerce', 'warn', 'payment confirmation for another amount: not credited', {
          provider: providerName,
          eventId: event.eventId,
          paymentId: payment.id,
          expected: `${payment.amount} ${payment.currency}`,
          got: `${event.amountCents} ${event.currency}`,
        });
        return 'ignored';
      }
      const wallet = await Ledger.lockWallet(tx, payment.user.id);
      Ledger.post(
        { tx, wallet },
        {
          type: 'deposit',
          amountCents: cents,
          description: `Deposit via ${methodLabel(payment.paymentMethod)}`,
          paymentMethod: payment.paymentMethod,
          paymentId: payment.id,
        },
      );
      payment.status = 'completed';
      payment.completedAt = new Date();
      payment.providerPaymentRef ??= event.providerPaymentRef ?? null;
      recordActivity(
        tx,
        payment.user.id,
        'deposit',
        `Deposit of ${payment.amount} via ${methodLabel(payment.paymentMethod)}`,
        {
          amount: payment.amount,
          paymentMethod: payment.paymentMethod,
          paymentId: payment.id,
        },
      );
      return 'applied';
    });
  }

  /**
   * A refund or chargeback made at the provider (`reversed` event, in `applyEvent`'s transaction,
   * after its event id was taken): the deposit is found by the provider's payment reference and
   * locked; what the event takes back beyond what was already reversed (a partial refund only its
   * part) comes out of the wallet as one reversing `refund` entry linked to the event. When the
   * wallet no longer holds it (spent), it gives what it has, never goes negative, and is put on
   * hold (no purchases, no deposits; admins are e-mailed) for the rest.
   */
  private async applyReversal(
    tx: EntityManager,
    providerName: string,
    event: ProviderEvent,
    eventRowId: number,
  ): Promise<EventOutcome> {
    const kind = event.reversal?.kind ?? 'refund';
    const payment = event.providerPaymentRef
      ? await tx.findOne(
          PaymentEntity,
          { provider: providerName, providerPaymentRef: event.providerPaymentRef },
          { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
        )
      : null;
    if (!payment || !REVERSIBLE_STATUSES.includes(payment.status)) {
      log('commerce', 'warn', 'payment reversal for an unknown or uncredited payment', {
        provider: providerName,
        eventId: event.eventId,
        paymentRef: event.providerPaymentRef,
      });
      return 'ignored';
    }
    const paid = storedCents(payment.amount);
    const amount = event.amountCents ?? 0;
    if (!Number.isSafeInteger(amount) || amount <= 0 || (event.currency ?? '').toUpperCase() !== payment.currency) {
      log('commerce', 'warn', 'payment reversal with an unusable amount: not applied', {
        provider: providerName,
        eventId: event.eventId,
        paymentId: payment.id,
        got: `${event.amountCents} ${event.currency}`,
      });
      return 'ignored';
    }
    const before = storedCents(payment.reversedAmount);
    // A refund event carries the charge's total refunded so far; a dispute the amount it takes.
    const after = Math.min(paid, kind === 'refund' ? Math.max(before, amount) : before + amount);
    const cents = after - before;
    if (cents <= 0) return 'duplicate';

    const wallet = await Ledger.lockWallet(tx, payment.user.id);
    const taken = Math.min(storedCents(wallet.balance), cents);
    const shortfall = cents - taken;
    const what =
      kind === 'dispute'
        ? `Chargeback of deposit #${payment.id} (dispute ${event.reversal?.reference ?? ''})`
        : `Refund at ${providerName} of deposit #${payment.id}`;
    if (taken > 0) {
      Ledger.post(
        { tx, wallet },
        {
          type: 'refund',
          amountCents: -taken,
          description: what,
          paymentMethod: payment.paymentMethod,
          paymentId: payment.id,
          paymentEventId: eventRowId,
        },
      );
    }
    payment.reversedAmount = centsToDecimal(after);
    if (kind === 'dispute') payment.status = 'disputed';
    else if (after >= paid) payment.status = 'refunded';
    if (after >= paid) payment.refundedAt ??= new Date();
    const metadata = {
      paymentId: payment.id,
      eventId: event.eventId,
      kind,
      reversed: centsToDecimal(cents),
      taken: centsToDecimal(taken),
      unrecovered: centsToDecimal(shortfall),
    };
    recordActivity(tx, payment.user.id, 'refund', `${what}: ${centsToDecimal(cents)} taken back`, metadata);
    if (shortfall > 0) {
      await holdWallet(
        tx,
        wallet,
        `${what}: ${centsToDecimal(cents)} ${payment.currency} was taken back by the payment provider, but the wallet held only ${centsToDecimal(taken)}; ${centsToDecimal(shortfall)} ${payment.currency} had already been spent.`,
        metadata,
      );
    }
    return 'applied';
  }

  /** Admin: gives an order's price back to its buyer's wallet, once. The credentials stay delivered and the unit stays sold. */
  async refundOrder(actorId: number | null, orderId: number, reason?: string | null): Promise<WalletTransactionType> {
    let arrival: Arrival = { reserved: 0, onSale: new Map() };
    const entry = await this.em.transactional(async (tx) => {
      const order = await tx.findOne(
        OrderEntity,
        { id: orderId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (order.status === 'refunded') throw orderAlreadyRefundedError();
      if (order.status === 'cancelled') throw orderCancelledNoRefundError();
      // A refund is for a delivered order; an undelivered one is cancelled, which also returns its stock.
      if (!order.accountDelivered) throw orderNotDeliveredCancelItError();
      const cents = await Ledger.orderChargeCents(tx, orderId);
      if (cents <= 0) throw orderNotChargedError();
      const wallet = await Ledger.lockWallet(tx, order.user.id);
      const posted = Ledger.post(
        { tx, wallet },
        {
          type: 'refund',
          amountCents: cents,
          description: reason?.trim() || `Refund of order #${order.id}`,
          orderId: order.id,
          actorId,
        },
      );
      order.status = 'refunded';
      // Its open warranty claims close with it (nothing more is given for a refunded order); a unit
      // reserved for one arrives again: other waiting claims first, then restock alerts.
      const closed = await ClaimRepository.closeOpenClaims(sqlInTransaction(tx), order.id, claimClosedNote('refunded'));
      arrival = await this.unitsArrived.freed(tx, closed.freed);
      recordActivity(tx, order.user.id, 'refund', `Order #${order.id} refunded (${centsToDecimal(cents)})`, {
        orderId: order.id,
        actorId,
      });
      return posted;
    });
    await this.unitsArrived.committed(arrival.reserved, arrival.onSale);
    return toTransactionType(entry);
  }

  /**
   * Admin: takes a confirmed deposit back out of the wallet (while the wallet still holds it) and
   * asks the provider to return the money to the payer. The provider call runs before the
   * commit, so a refused refund leaves the wallet as it was; the provider sees one idempotency
   * key per payment, so a retry after a lost commit does not refund twice.
   */
  async refundDeposit(
    actorId: number | null,
    paymentId: number,
    reason?: string | null,
  ): Promise<WalletTransactionType> {
    const entry = await this.em.transactional(async (tx) => {
      const payment = await tx.findOne(
        PaymentEntity,
        { id: paymentId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!payment) throw paymentNotFoundError();
      if (payment.status === 'refunded') throw depositAlreadyRefundedError();
      if (payment.status !== 'completed') throw depositNotCompletedError();
      // What a partial refund at the provider has not already taken back.
      const cents = storedCents(payment.amount) - storedCents(payment.reversedAmount);
      if (cents <= 0) throw depositAlreadyRefundedError();
      const wallet = await Ledger.lockWallet(tx, payment.user.id);
      if (storedCents(wallet.balance) < cents) throw depositSpentError();
      const posted = Ledger.post(
        { tx, wallet },
        {
          type: 'refund',
          amountCents: -cents,
          description: reason?.trim() || `Refund of deposit #${payment.id}`,
          paymentMethod: payment.paymentMethod,
          paymentId: payment.id,
          actorId,
        },
      );
      payment.status = 'refunded';
      payment.refundedAt = new Date();
      // Stripe announces this refund with charge.refunded: measured against this, it takes nothing more.
      payment.reversedAmount = payment.amount;
      recordActivity(tx, payment.user.id, 'refund', `Deposit #${payment.id} refunded (${centsToDecimal(cents)})`, {
        paymentId: payment.id,
        actorId,
      });
      await tx.flush();
      await this.settings.provider.refund({
        id: payment.id,
        providerPaymentRef: payment.providerPaymentRef,
        amountCents: cents,
      });
      return posted;
    });
    return toTransactionType(entry);
  }
}
