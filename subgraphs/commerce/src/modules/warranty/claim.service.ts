import type { EntityManager } from '@mikro-orm/postgresql';
import { auditEvent, badInput, type BaseContext, conflict, notFound, type Sql } from '@shop/server-kit';
import { inEmTransaction, withEmSql } from '../../common/em-sql';
import { type ClaimReason, type ClaimReviewReason, type ClaimStatus, centsToDecimal } from '@shop/shared';
import DataLoader from 'dataloader';
import { SCHEMA } from '../../mikro-orm.config';
import { storedCents } from '../../common/money';
import { OrderStatus } from '../order/order-status';
import { orderWarranty } from '../order/order.service';
import { credentialVault, forClaim, forClaimMessage, forEmail, forOrder, forUnit } from '../vault/credential-vault';
import { Ledger, LEDGER_SQL } from '../wallet/ledger';
import { answerRefusal, Refused } from '../wallet/wallet.refusals';
import { claimEmail } from './claim-email';
import {
  CLAIM_ALREADY_DECIDED,
  CLAIM_NO_PREVIOUS_DETAILS,
  CLAIM_NOT_FOUND,
  CLAIM_NOTE_REQUIRED,
  CLAIM_ORDER_CLOSED,
  CLAIM_ORDER_NOT_FOUND,
  claimClosedNote,
  claimsWaitingCap,
} from './claim.errors';
import { gatherEvidence, reviewReason, waitingClaims } from './claim-policy';
import type { DecideClaimInput, SubmitClaimInput } from './claim.input';
import {
  ClaimAlreadyOpenError,
  OrderNotClaimableError,
  ReplacementLimitReachedError,
  type SubmitClaimRefusal,
  WalletOnHoldClaimError,
  WarrantyExpiredError,
} from './claim.refusals';
import { CLAIM_SQL, type ClaimRow, ClaimRepository, type FreedUnit, type LockedOrder } from './claim.repository';
import type { ClaimSignalsType, ClaimType } from './claim.type';
import { RULES_SQL, rulesOf, type WarrantyRulesType } from './warranty-rules';

const warrantyOf = (order: LockedOrder) =>
  orderWarranty(new Date(order.order_date), order.warranty_days, order.replacement_limit);
const OPEN: readonly string[] = ['submitted', 'waiting_stock'];

function toClaimType(
  row: Omit<ClaimRow, 'previous_details'> & { batch_id?: string | null; has_previous_details?: boolean },
): ClaimType {
  return {
    id: Number(row.id),
    orderId: Number(row.order_id),
    userId: Number(row.user_id),
    productId: Number(row.product_id),
    productTitle: row.product_title,
    reason: row.reason,
    message: credentialVault().open(row.message, forClaimMessage(Number(row.id))),
    status: row.status,
    automatic: row.automatic,
    decisionNote: row.decision_note,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
    reviewReason: row.review_reason,
    attachmentId: row.attachment_id === null ? null : Number(row.attachment_id),
    unitId: row.unit_id === null ? null : Number(row.unit_id),
    replacementUnitId: row.replacement_unit_id === null ? null : Number(row.replacement_unit_id),
    batchId: row.batch_id ?? null,
    hasPreviousDetails: row.has_previous_details === true,
  };
}

const NOTICE_STATUS: Record<ClaimStatus, string> = {
  submitted: 'received',
  waiting_stock: 'accepted, waiting for stock',
  replaced: 'your account was replaced',
  credited: 'credited to your wallet',
  refused: 'refused',
  closed: 'closed',
};

export const SELECT_CLAIMS = `select c.id, c.order_id, c.user_id, c.product_id, o.product_title, c.reason, c.message, c.status,
    c.automatic, c.decision_note, c.unit_id, c.replacement_unit_id, c.attachment_id, c.review_reason, c.created_at, c.updated_at,
    c.decided_at, u.batch_id, c.previous_details is not null as has_previous_details
  from "${SCHEMA}"."warranty_claim" c join "${SCHEMA}"."order" o on o.id = c.order_id
  left join "${SCHEMA}"."inventory_unit" u on u.id = c.unit_id`;

/** Each claim's signals for staff (one statement for a page of the queue). */
export const SIGNALS_SQL = `select c.id,
    greatest(0, floor(extract(epoch from c.created_at - coalesce(u.sold_at, o.order_date)) / 60))::int as minutes,
    (select count(*)::int from "${SCHEMA}"."warranty_claim" x
      where x.user_id = c.user_id and x.created_at > now() - make_interval(days => ?::int)) as customer_claims,
    (select count(*)::int from "${SCHEMA}"."order" xo where xo.user_id = c.user_id and xo.account_delivered
      and xo.order_date > now() - make_interval(days => ?::int)) as customer_delivered,
    coalesce(b.banned_at is not null, false) as batch_banned,
    coalesce(bc.confirmed, 0) as batch_confirmed, coalesce(bc.open, 0) as batch_open, coalesce(bc.others, 0) as batch_others
  from "${SCHEMA}"."warranty_claim" c join "${SCHEMA}"."order" o on o.id = c.order_id
  left join "${SCHEMA}"."inventory_unit" u on u.id = c.unit_id
  left join "${SCHEMA}"."import_batch" b on b.id = u.batch_id
  left join lateral (select (count(*) filter (where y.confirmed_at is not null))::int as confirmed,
      (count(*) filter (where y.status in ('submitted', 'waiting_stock')))::int as open,
      (count(*) filter (where y.user_id <> c.user_id))::int as others
    from "${SCHEMA}"."warranty_claim" y join "${SCHEMA}"."inventory_unit" yu on yu.id = y.unit_id
    where u.batch_id is not null and yu.batch_id = u.batch_id) bc on true
  where c.id = any(?::int[])`;

/** The order's credentials before a claim's replacement (an admin's reveal). */
export const PREVIOUS_DETAILS_SQL = `select order_id, previous_details from "${SCHEMA}"."warranty_claim" where id = ?`;

export interface AdminClaimFilter {
  status?: string | null;
  productId?: number | null;
  batchId?: string | null;
  reason?: string | null;
}

/**
 * Warranty claims (issues 20, 30). A claim on an order inside its window and under its
 * replacement limit is written `submitted` and waits for staff (`decide`), with the reason the
 * rules did not replace it (`claim-policy.ts`), unless the admin turned automatic replacement on
 * and the evidence holds (a confirmed bad batch, the customer under both caps): then it is
 * replaced at once in the same transaction (a spare unit of the product to the same order, the old
 * one burned, the order's and the e-mail's credentials the new ones) or, without a spare unit,
 * waits for a share of the product's next units (`ClaimRepository.reserveForWaiting`). A refund
 * or cancel of the order closes its open claims (`ClaimRepository.closeOpenClaims`).
 */
export class ClaimService {
  private readonly byOrder: DataLoader<number, ClaimType[]>;
  private readonly signalsById: DataLoader<number, ClaimSignalsType | null>;

  constructor(private readonly em: EntityManager) {
    this.byOrder = new DataLoader(async (orderIds) => {
      const rows = await this.em.execute<ClaimRow[]>(
        `${SELECT_CLAIMS} where c.order_id = any(?::int[]) order by c.id`,
        [`{${orderIds.join(',')}}`],
      );
      return orderIds.map((id) => rows.filter((row) => Number(row.order_id) === id).map(toClaimType));
    });
    this.signalsById = new DataLoader(async (claimIds) => {
      const [rules] = await this.em.execute<Record<string, unknown>[]>(RULES_SQL);
      const days = rulesOf(rules).claimRatioWindowDays;
      const rows = await this.em.execute<
        {
          id: number;
          minutes: number;
          customer_claims: number;
          customer_delivered: number;
          batch_banned: boolean;
          batch_confirmed: number;
          batch_open: number;
          batch_others: number;
        }[]
      >(SIGNALS_SQL, [days, days, `{${claimIds.join(',')}}`]);
      return claimIds.map((id) => {
        const row = rows.find((entry) => Number(entry.id) === id);
        if (!row) return null;
        const delivered = Number(row.customer_delivered);
        return {
          minutesFromDelivery: Number(row.minutes),
          customerClaims: Number(row.customer_claims),
          customerDeliveredOrders: delivered,
          customerClaimRatio: delivered === 0 ? null : Number(row.customer_claims) / delivered,
          batchBanned: row.batch_banned === true,
          batchConfirmedClaims: Number(row.batch_confirmed),
          batchOpenClaims: Number(row.batch_open),
          batchOtherCustomerClaims: Number(row.batch_others),
        };
      });
    });
  }

  /** What staff weigh on a claim (admins only: the resolver checks). */
  signals(claimId: number): Promise<ClaimSignalsType | null> {
    return this.signalsById.load(claimId);
  }

  /** The buyer's claim on their order: the claim as it now stands, or why the order cannot be claimed. */
  submit(ctx: BaseContext, userId: number, input: SubmitClaimInput): Promise<ClaimType | SubmitClaimRefusal> {
    const message = input.message.trim();
    if (!message)
      throw badInput('Please describe the problem.', { fields: { message: 'Please describe the problem.' } });
    return answerRefusal<ClaimType, SubmitClaimRefusal>(
      this.submitOne(ctx, userId, input.orderId, input.reason as ClaimReason, message, input.attachmentId ?? null),
    );
  }

  private async submitOne(
    ctx: BaseContext,
    userId: number,
    orderId: number,
    reason: ClaimReason,
    message: string,
    attachmentId: number | null,
  ): Promise<ClaimType> {
    const claimId = await inEmTransaction(this.em, async (sql) => {
      const order = await ClaimRepository.lockOrder(sql, orderId);
      // Someone else's order is answered as a missing one: ids are not a way to learn about orders.
      if (!order || Number(order.user_id) !== userId) throw notFound(CLAIM_ORDER_NOT_FOUND);
      // The buyer's wallet, locked after the order (as a refund does): one claim of a customer at a
      // time, so parallel claims on several orders cannot all pass the caps.
      const buyer = await Ledger.lockBuyer(sql, userId);
      if (buyer?.onHold) throw new Refused(new WalletOnHoldClaimError(orderId));
      const unitId = await this.checkClaimable(sql, order);
      const earlier = await ClaimRepository.orderClaims(sql, orderId);
      const reportedBefore = unitId !== null && earlier.some((claim) => Number(claim.unit_id) === unitId);
      const rules = await this.rules(sql);
      const evidence = await gatherEvidence(sql, userId, unitId, rules);
      const review = reviewReason(rules, { reason, unitId, reportedBefore }, evidence);
      const id = await ClaimRepository.insertClaim(sql, {
        orderId,
        userId,
        productId: Number(order.product_id),
        reason,
        message,
        unitId,
        attachmentId,
        reviewReason: review,
      });
      if (unitId !== null)
        await ClaimRepository.unitEvent(sql, {
          unitId,
          kind: 'claimed',
          actorId: null,
          orderId,
          claimId: id,
          note: reason,
        });
      const claim = (await ClaimRepository.lockClaim(sql, id))!;
      const outcome = review === null ? await this.replaceOrWait(sql, claim, order, null, true, rules) : review;
      if (outcome === 'waiting_cap') await sql(CLAIM_SQL.review, [id, outcome]);
      if (outcome !== 'replaced' && outcome !== 'waiting_stock') await this.notify(sql, claim, 'submitted');
      return id;
    });
    auditEvent(ctx, 'warranty.claim', `order:${orderId}`, `claim ${claimId}`);
    return this.read(claimId);
  }

  /** The unit the claim is about (null for a hand-delivered order); refuses an order outside its warranty. */
  private async checkClaimable(sql: Sql, order: LockedOrder): Promise<number | null> {
    const orderId = Number(order.id);
    if (!order.account_delivered || order.status !== OrderStatus.delivered)
      throw new Refused(new OrderNotClaimableError(orderId));
    const { warrantyEndsAt: endedAt, replacementLimit: limit } = warrantyOf(order);
    if (endedAt.getTime() < Date.now()) throw new Refused(new WarrantyExpiredError(orderId, endedAt));
    const claims = await ClaimRepository.orderClaims(sql, orderId);
    const open = claims.find((claim) => OPEN.includes(claim.status));
    if (open) throw new Refused(new ClaimAlreadyOpenError(orderId, Number(open.id)));
    if (claims.filter((claim) => claim.status === 'replaced').length >= limit)
      throw new Refused(new ReplacementLimitReachedError(orderId, limit));
    return ClaimRepository.liveUnit(sql, orderId);
  }

  private async rules(sql: Sql): Promise<WarrantyRulesType> {
    const [row] = await sql<Record<string, unknown>>(RULES_SQL);
    return rulesOf(row);
  }

  /**
   * A spare unit now, else the claim waits for a share of the next stock; `waiting_cap` (nothing
   * written) when the customer already has the rules' number of claims waiting.
   */
  private async replaceOrWait(
    sql: Sql,
    claim: ClaimRow,
    order: LockedOrder,
    actorId: number | null,
    automatic: boolean,
    rules: WarrantyRulesType,
  ): Promise<'replaced' | 'waiting_stock' | Extract<ClaimReviewReason, 'waiting_cap'>> {
    const unit = await ClaimRepository.spareUnit(sql, Number(order.product_id));
    if (unit) {
      await this.replace(sql, claim, order, unit, actorId);
      await sql(CLAIM_SQL.automatic, [claim.id, automatic]);
      return 'replaced';
    }
    if ((await waitingClaims(sql, Number(claim.user_id), Number(claim.id))) >= rules.waitingClaimsPerCustomer)
      return 'waiting_cap';
    await sql(CLAIM_SQL.waiting, [claim.id, automatic, actorId]);
    await this.notify(sql, claim, 'waiting_stock');
    return 'waiting_stock';
  }

  /**
   * The replacement, in the caller's transaction (order locked): the old unit burned, `unit` given
   * to the same order, the order's credentials sealed anew (the old ones kept on the claim, sealed
   * for it), the unit events, the buyer's e-mail with the new account and an activity entry.
   */
  private async replace(
    sql: Sql,
    claim: ClaimRow,
    order: LockedOrder,
    unit: { id: number; credentials: string },
    actorId: number | null,
  ): Promise<void> {
    // A refunded or cancelled order gets nothing more (its claims were closed with it).
    if (order.status !== OrderStatus.delivered) throw conflict(CLAIM_ORDER_CLOSED);
    const vault = credentialVault();
    const orderId = Number(order.id);
    const claimId = Number(claim.id);
    const credentials = vault.open(unit.credentials, forUnit(unit.id));
    const previous = order.account_details ? vault.open(order.account_details, forOrder(orderId)) : null;
    const oldUnit = await ClaimRepository.liveUnit(sql, orderId);
    // The old unit leaves the order's one live place before the new one takes it.
    if (oldUnit !== null) {
      await sql(CLAIM_SQL.burnUnit, [oldUnit]);
      await ClaimRepository.unitEvent(sql, {
        unitId: oldUnit,
        kind: 'burned',
        actorId,
        orderId,
        claimId,
        note: claim.reason,
      });
    }
    const given = await sql(CLAIM_SQL.giveUnit, [unit.id, orderId]);
    if (given.length !== 1) throw new Error(`unit ${unit.id} could not be given to order ${orderId}`);
    await ClaimRepository.unitEvent(sql, { unitId: unit.id, kind: 'replacement', actorId, orderId, claimId });
    const redelivered = await sql(CLAIM_SQL.redeliver, [orderId, vault.seal(credentials, forOrder(orderId))]);
    if (redelivered.length !== 1) throw conflict(CLAIM_ORDER_CLOSED);
    await sql(CLAIM_SQL.replaced, [
      claimId,
      unit.id,
      previous === null ? null : vault.seal(previous, forClaim(claimId)),
      actorId,
    ]);
    await this.notify(sql, claim, 'replaced', { credentials });
    await ClaimRepository.activity(sql, Number(claim.user_id), `Order #${orderId}: account replaced under warranty`, {
      orderId,
      claimId,
      oldUnitId: oldUnit,
      unitId: unit.id,
      actorId,
    });
  }

  /** The buyer's e-mail for the claim's new status, queued in the same transaction. */
  private async notify(
    sql: Sql,
    claim: ClaimRow,
    status: ClaimStatus,
    extra: { credentials?: string; credited?: string; note?: string | null } = {},
  ): Promise<void> {
    const buyer = await ClaimRepository.buyer(sql, Number(claim.user_id));
    const mailId = extra.credentials ? await ClaimRepository.nextMailId(sql) : null;
    const email = claimEmail(buyer, {
      claimId: Number(claim.id),
      orderId: Number(claim.order_id),
      productTitle: claim.product_title,
      reason: claim.reason,
      status,
      note: extra.note ?? null,
      credited: extra.credited ?? null,
      credentials: extra.credentials ?? null,
      sealFor: mailId === null ? undefined : forEmail(mailId),
    });
    await ClaimRepository.queueMail(sql, { id: mailId, ...email });
    // The bell shows the same change (without any credentials).
    await ClaimRepository.notice(sql, Number(claim.user_id), `Warranty claim #${claim.id}: ${NOTICE_STATUS[status]}`);
  }

  /**
   * An admin's decision on an open claim: `replace` (a spare unit now, else the claim waits for
   * stock), `credit` (what the order charged back to the wallet through the ledger, once per
   * order) or `refuse` (with the reason the buyer sees).
   */
  async decide(ctx: BaseContext, actorId: number, claimId: number, input: DecideClaimInput): Promise<ClaimType> {
    const note = input.note?.trim() || null;
    if (input.action === 'refuse' && !note)
      throw badInput(CLAIM_NOTE_REQUIRED, { fields: { note: CLAIM_NOTE_REQUIRED } });
    await inEmTransaction(this.em, async (sql) => {
      // Order first, then claim: the order in which a buyer's claim locks them.
      const orderId = await ClaimRepository.claimOrder(sql, claimId);
      if (orderId === null) throw notFound(CLAIM_NOT_FOUND);
      const order = (await ClaimRepository.lockOrder(sql, orderId))!;
      const claim = (await ClaimRepository.lockClaim(sql, claimId))!;
      if (input.action !== 'refuse' && order.status !== OrderStatus.delivered) throw conflict(CLAIM_ORDER_CLOSED);
      if (!OPEN.includes(claim.status) || claim.replacement_unit_id !== null) throw conflict(CLAIM_ALREADY_DECIDED);
      await sql(CLAIM_SQL.note, [claimId, actorId, note]);
      // Staff accepting a claim (replace or credit) is the evidence that makes its batch bad.
      if (input.action !== 'refuse') await sql(CLAIM_SQL.confirm, [claimId]);
      if (input.action === 'replace') {
        if (claim.status === 'waiting_stock')
          throw conflict('This claim is already waiting for stock: credit it or refuse it.');
        const { replacementLimit: limit } = warrantyOf(order);
        const replaced = (await ClaimRepository.orderClaims(sql, orderId)).filter((c) => c.status === 'replaced');
        if (replaced.length >= limit) throw conflict(new ReplacementLimitReachedError(orderId, limit).message);
        const rules = await this.rules(sql);
        const outcome = await this.replaceOrWait(sql, claim, order, actorId, false, rules);
        if (outcome === 'waiting_cap') throw conflict(claimsWaitingCap(rules.waitingClaimsPerCustomer));
      } else if (input.action === 'credit') {
        await this.credit(sql, claim, order, actorId, note);
      } else {
        await this.refuse(sql, claim, actorId, note!);
      }
    });
    auditEvent(ctx, `warranty.${input.action}`, `claim:${claimId}`, note ?? undefined);
    return this.read(claimId);
  }

  private async credit(sql: Sql, claim: ClaimRow, order: LockedOrder, actorId: number, note: string | null) {
    const orderId = Number(order.id);
    if (order.status !== OrderStatus.delivered) throw conflict(CLAIM_ORDER_CLOSED);
    const [charged] = await sql<{ amount: string }>(LEDGER_SQL.orderCharge, [orderId]);
    const cents = storedCents(charged.amount);
    if (cents > 0) {
      await Ledger.lockBuyer(sql, Number(order.user_id));
      await Ledger.post(
        { sql, userId: Number(order.user_id) },
        {
          type: 'refund',
          amountCents: cents,
          description: `Order #${orderId}: warranty claim #${claim.id} credited`,
          orderId,
          actorId,
        },
      );
    }
    await sql(CLAIM_SQL.refundOrder, [orderId]);
    const unitId = await ClaimRepository.liveUnit(sql, orderId);
    if (unitId !== null) {
      await sql(CLAIM_SQL.burnUnit, [unitId]);
      await ClaimRepository.unitEvent(sql, {
        unitId,
        kind: 'credited',
        actorId,
        orderId,
        claimId: Number(claim.id),
        note,
      });
    }
    await this.setStatus(sql, claim, 'credited');
    await this.notify(sql, claim, 'credited', { credited: centsToDecimal(cents) });
    await ClaimRepository.activity(sql, Number(claim.user_id), `Order #${orderId}: warranty claim credited`, {
      orderId,
      claimId: Number(claim.id),
      amount: centsToDecimal(cents),
      actorId,
    });
  }

  private async refuse(sql: Sql, claim: ClaimRow, actorId: number, note: string) {
    if (claim.unit_id !== null)
      await ClaimRepository.unitEvent(sql, {
        unitId: Number(claim.unit_id),
        kind: 'refused',
        actorId,
        orderId: Number(claim.order_id),
        claimId: Number(claim.id),
        note,
      });
    await this.setStatus(sql, claim, 'refused');
    await this.notify(sql, claim, 'refused', { note });
  }

  private async setStatus(sql: Sql, claim: ClaimRow, status: ClaimStatus): Promise<void> {
    await sql(CLAIM_SQL.decided, [claim.id, status]);
  }

  /**
   * Gives every reserved unit to its waiting claim (after the restock that reserved them
   * committed; again at start-up for any a crash left). Answers how many were replaced. A claim
   * whose order was refunded or cancelled meanwhile closes; `freed` takes its unit back in that
   * transaction (UnitsArrived: waiting claims first, the rest on sale).
   */
  async deliverReserved(freed?: (tx: EntityManager, units: FreedUnit[]) => Promise<void>): Promise<number> {
    const reserved = await withEmSql(this.em, (sql) => sql<{ id: number }>(CLAIM_SQL.reservedClaims));
    let delivered = 0;
    for (const { id } of reserved) {
      const done = await inEmTransaction(this.em, async (sql, tx) => {
        const orderId = await ClaimRepository.claimOrder(sql, Number(id));
        const order = (await ClaimRepository.lockOrder(sql, orderId!))!;
        const claim = (await ClaimRepository.lockClaim(sql, Number(id)))!;
        if (claim.status !== 'waiting_stock' || claim.replacement_unit_id === null) return false;
        // An order refunded or cancelled meanwhile gets no unit: its claim closes, the unit goes on sale.
        if (order.status !== OrderStatus.delivered) {
          const { freed: units } = await ClaimRepository.closeOpenClaims(sql, orderId!, claimClosedNote(order.status));
          await freed?.(tx, units);
          return false;
        }
        const unit = await ClaimRepository.reservedUnit(sql, Number(claim.replacement_unit_id));
        if (!unit) return false;
        await this.replace(sql, claim, order, unit, null);
        return true;
      });
      if (done) delivered += 1;
    }
    return delivered;
  }

  async read(claimId: number): Promise<ClaimType> {
    const [row] = await this.em.execute<ClaimRow[]>(`${SELECT_CLAIMS} where c.id = ?`, [claimId]);
    if (!row) throw notFound(CLAIM_NOT_FOUND);
    return toClaimType(row);
  }

  /**
   * The order's credentials before the claim's replacement, opened with the claim's seal binding
   * (for an admin's reveal: the resolver checks the step-up and audits). 404 when there are none.
   */
  async previousDetails(claimId: number): Promise<{ orderId: number; credentials: string }> {
    const [row] = await this.em.execute<{ order_id: number; previous_details: string | null }[]>(PREVIOUS_DETAILS_SQL, [
      claimId,
    ]);
    if (!row) throw notFound(CLAIM_NOT_FOUND);
    const credentials = row.previous_details ? credentialVault().open(row.previous_details, forClaim(claimId)) : '';
    if (!credentials.trim()) throw notFound(CLAIM_NO_PREVIOUS_DETAILS);
    return { orderId: Number(row.order_id), credentials };
  }

  /** The signed-in customer's claims, newest first. */
  async listByUser(userId: number): Promise<ClaimType[]> {
    const rows = await this.em.execute<ClaimRow[]>(`${SELECT_CLAIMS} where c.user_id = ? order by c.id desc`, [userId]);
    return rows.map(toClaimType);
  }

  /**
   * The admin's queue, filtered by status, product, import batch (of the claimed unit) and reason:
   * with a status, oldest first (the order to work them in); without, newest first. At most 500.
   */
  async adminList(filter: AdminClaimFilter = {}): Promise<ClaimType[]> {
    const where: string[] = [];
    const values: unknown[] = [];
    const add = (clause: string, value: unknown) => {
      if (value === null || value === undefined || value === '') return;
      where.push(clause);
      values.push(value);
    };
    add('c.status = ?', filter.status);
    add('c.product_id = ?', filter.productId);
    add('u.batch_id::text = ?', filter.batchId);
    add('c.reason = ?', filter.reason);
    const order = filter.status ? 'c.id' : 'c.id desc';
    const rows = await this.em.execute<ClaimRow[]>(
      `${SELECT_CLAIMS} ${where.length ? `where ${where.join(' and ')}` : ''} order by ${order} limit 500`,
      values,
    );
    return rows.map(toClaimType);
  }

  /** An order's claims, oldest first (batched per request). */
  forOrder(orderId: number): Promise<ClaimType[]> {
    return this.byOrder.load(orderId);
  }
}
