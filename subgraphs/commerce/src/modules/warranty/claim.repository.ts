import type { EntityManager } from '@mikro-orm/postgresql';
import type { Sql } from '@shop/server-kit';
import { SCHEMA } from '../../mikro-orm.config';
import { credentialVault, forClaimMessage } from '../vault/credential-vault';
import { nextIdsSql } from '../vault/row-ids';
import { RULES_SQL, rulesOf } from './warranty-rules';
import type { UnitEventKind } from './unit-event.entity';

/**
 * The warranty's SQL, run through MikroORM's connection: in one `inEmTransaction` per claim
 * (common/em-sql.ts), and `reserveForWaiting` inside the transaction that brings new units
 * (docs/decisions/0065-data-access-in-commerce.md).
 */
const ORDER = `"${SCHEMA}"."order"`;
const UNIT = `"${SCHEMA}"."inventory_unit"`;
const CLAIM = `"${SCHEMA}"."warranty_claim"`;

export interface LockedOrder {
  id: number;
  user_id: number;
  product_id: number;
  product_title: string;
  status: string;
  account_delivered: boolean;
  order_date: Date;
  warranty_days: number | null;
  replacement_limit: number | null;
  account_details: string | null;
}

export interface ClaimRow {
  id: number;
  order_id: number;
  user_id: number;
  product_id: number;
  product_title: string;
  reason: string;
  message: string;
  status: string;
  automatic: boolean;
  decision_note: string | null;
  unit_id: number | null;
  replacement_unit_id: number | null;
  previous_details: string | null;
  attachment_id: number | null;
  review_reason: string | null;
  created_at: Date;
  updated_at: Date;
  decided_at: Date | null;
}

const CLAIM_COLUMNS = `c.id, c.order_id, c.user_id, c.product_id, o.product_title, c.reason, c.message, c.status,
  c.automatic, c.decision_note, c.unit_id, c.replacement_unit_id, c.previous_details, c.attachment_id, c.review_reason, c.created_at, c.updated_at, c.decided_at`;

export const CLAIM_SQL = {
  lockOrder: `select id, user_id, product_id, product_title, status, account_delivered, order_date, warranty_days,
      replacement_limit, account_details from ${ORDER} where id = $1::int for update`,
  orderClaims: `select id, status, unit_id from ${CLAIM} where order_id = $1::int order by id`,
  liveUnit: `select id from ${UNIT} where order_id = $1::int and status <> 'burned' limit 1`,
  nextClaimId: nextIdsSql('warranty_claim', '$1'),
  insertClaim: `insert into ${CLAIM} (id, order_id, user_id, product_id, reason, message, unit_id, attachment_id, review_reason)
      values ($1::int, $2::int, $3::int, $4::int, $5::varchar, $6::text, $7::int, $8::int, $9::varchar)`,
  lockClaim: `select ${CLAIM_COLUMNS} from ${CLAIM} c join ${ORDER} o on o.id = c.order_id where c.id = $1::int for update of c`,
  claimOrder: `select order_id from ${CLAIM} where id = $1::int`,
  spareUnit: `select id, credentials from ${UNIT}
     where product_id = $1::int and order_id is null and status = 'active' order by id limit 1 for update skip locked`,
  unitCredentials: `select id, credentials from ${UNIT} where id = $1::int and status = 'reserved' for update`,
  burnUnit: `update ${UNIT} set status = 'burned' where id = $1::int and status <> 'burned'`,
  giveUnit: `update ${UNIT} set order_id = $2::int, sold_at = now(), status = 'active'
     where id = $1::int and order_id is null and status in ('active', 'reserved') returning id`,
  // Only a delivered order is redelivered, and its status stays as it is (never moved backwards).
  redeliver: `update ${ORDER} set account_details = $2::text where id = $1::int and status = 'delivered' returning id`,
  refundOrder: `update ${ORDER} set status = 'refunded' where id = $1::int`,
  decided: `update ${CLAIM} set status = $2::varchar, decided_at = now(), updated_at = now() where id = $1::int`,
  waiting: `update ${CLAIM} set status = 'waiting_stock', automatic = $2::boolean, decided_by = coalesce($3::int, decided_by),
      updated_at = now() where id = $1::int`,
  automatic: `update ${CLAIM} set automatic = $2::boolean where id = $1::int`,
  review: `update ${CLAIM} set review_reason = $2::varchar, updated_at = now() where id = $1::int`,
  confirm: `update ${CLAIM} set confirmed_at = coalesce(confirmed_at, now()) where id = $1::int`,
  note: `update ${CLAIM} set decided_by = $2::int, decision_note = $3::text, updated_at = now() where id = $1::int`,
  replaced: `update ${CLAIM} set status = 'replaced', replacement_unit_id = $2::int, previous_details = $3::text,
      decided_by = coalesce($4::int, decided_by), decided_at = now(), updated_at = now() where id = $1::int`,
  unitEvent: `insert into "${SCHEMA}"."unit_event" (unit_id, kind, actor_id, order_id, claim_id, note)
      values ($1::int, $2::varchar, $3::int, $4::int, $5::int, $6::text)`,
  nextMailId: nextIdsSql('email_outbox', '$1'),
  mail: `insert into "${SCHEMA}"."email_outbox" (id, to_address, subject, body, secret, order_id)
      values (coalesce($1::int, nextval('"${SCHEMA}"."email_outbox_id_seq"')::int), $2::varchar, $3::varchar, $4::text, $5::text, $6::int)`,
  activity: `insert into "${SCHEMA}"."activity_entry" (user_id, action, details, metadata) values ($1::int, $2::varchar, $3::text, $4::jsonb)`,
  buyer: `select username, email from "${SCHEMA}"."user" where id = $1::int`,
  reservedClaims: `select id from ${CLAIM} where status = 'waiting_stock' and replacement_unit_id is not null order by id`,
  // FOR UPDATE answers each row as it stands after any restock that reserved a unit for it committed.
  openClaims: `select id, user_id, replacement_unit_id from ${CLAIM}
    where order_id = $1::int and status in ('submitted', 'waiting_stock') order by id for update`,
  close: `update ${CLAIM} set status = 'closed', decision_note = $2::text, decided_at = now(), updated_at = now(),
      replacement_unit_id = null where id = $1::int`,
  releaseUnit: `update ${UNIT} set status = 'active' where id = $1::int and status = 'reserved' and order_id is null
    returning id, product_id`,
  notice: `insert into "${SCHEMA}"."user_notice" (user_id, kind, text, link) values ($1::int, 'claim', $2::text, '/account/orders')`,
  // `reserveForWaiting`'s, run with `tx.execute` in the MikroORM transaction that brings the units (`?` placeholders).
  waitingForUnits: `select c.id from ${CLAIM} c join ${ORDER} o on o.id = c.order_id
    where c.product_id = ? and c.status = 'waiting_stock' and c.replacement_unit_id is null and o.status = 'delivered'
    order by c.created_at, c.id limit ? for update of c skip locked`,
  reserveUnits: `update ${UNIT} set status = 'reserved' where id = any(?::int[]) and status = 'active'`,
  reserveClaims: `update ${CLAIM} c set replacement_unit_id = v.unit_id, updated_at = now()
    from unnest(?::int[], ?::int[]) as v(claim_id, unit_id) where c.id = v.claim_id`,
} as const;

/** A unit a closed claim gave back, on sale again (`closeOpenClaims`). */
export interface FreedUnit {
  unitId: number;
  productId: number;
}

/** How many of a restock of `units` waiting claims may take: `percent` of it, at least one (none at 0%). */
export function claimShare(units: number, percent: number): number {
  if (units <= 0 || percent <= 0) return 0;
  return Math.min(units, Math.max(1, Math.floor((units * percent) / 100)));
}

/**
 * The repository's `$n` statements inside a MikroORM transaction (an order's refund or cancel),
 * its placeholders turned into knex's `?` in order (no arrays: knex would spread them).
 */
export function sqlInTransaction(tx: EntityManager): Sql {
  return async <Row>(text: string, values: readonly unknown[] = []) => {
    const ordered: unknown[] = [];
    const query = text.replace(/\$(\d+)/g, (_match, index: string) => {
      ordered.push(values[Number(index) - 1]);
      return '?';
    });
    return tx.execute<Row[]>(query, ordered);
  };
}

export const ClaimRepository = {
  async lockOrder(sql: Sql, orderId: number): Promise<LockedOrder | undefined> {
    const [row] = await sql<LockedOrder>(CLAIM_SQL.lockOrder, [orderId]);
    return row;
  },

  orderClaims(sql: Sql, orderId: number) {
    return sql<{ id: number; status: string; unit_id: number | null }>(CLAIM_SQL.orderClaims, [orderId]);
  },

  async liveUnit(sql: Sql, orderId: number): Promise<number | null> {
    const [row] = await sql<{ id: number }>(CLAIM_SQL.liveUnit, [orderId]);
    return row ? Number(row.id) : null;
  },

  /** Writes a claim; its message sealed for its id (taken from the sequence first). */
  async insertClaim(
    sql: Sql,
    claim: {
      orderId: number;
      userId: number;
      productId: number;
      reason: string;
      message: string;
      unitId: number | null;
      attachmentId: number | null;
      reviewReason: string | null;
    },
  ): Promise<number> {
    const [{ id }] = await sql<{ id: number }>(CLAIM_SQL.nextClaimId, [1]);
    await sql(CLAIM_SQL.insertClaim, [
      id,
      claim.orderId,
      claim.userId,
      claim.productId,
      claim.reason,
      credentialVault().seal(claim.message, forClaimMessage(Number(id))),
      claim.unitId,
      claim.attachmentId,
      claim.reviewReason,
    ]);
    return Number(id);
  },

  async lockClaim(sql: Sql, claimId: number): Promise<ClaimRow | undefined> {
    const [row] = await sql<ClaimRow>(CLAIM_SQL.lockClaim, [claimId]);
    return row;
  },

  async claimOrder(sql: Sql, claimId: number): Promise<number | null> {
    const [row] = await sql<{ order_id: number }>(CLAIM_SQL.claimOrder, [claimId]);
    return row ? Number(row.order_id) : null;
  },

  /** An unsold unit of the product, locked (SKIP LOCKED: a purchase or another claim racing for it gets another or none). */
  async spareUnit(sql: Sql, productId: number): Promise<{ id: number; credentials: string } | null> {
    const [row] = await sql<{ id: number; credentials: string }>(CLAIM_SQL.spareUnit, [productId]);
    return row ? { id: Number(row.id), credentials: row.credentials } : null;
  },

  async reservedUnit(sql: Sql, unitId: number): Promise<{ id: number; credentials: string } | null> {
    const [row] = await sql<{ id: number; credentials: string }>(CLAIM_SQL.unitCredentials, [unitId]);
    return row ? { id: Number(row.id), credentials: row.credentials } : null;
  },

  async unitEvent(
    sql: Sql,
    event: {
      unitId: number;
      kind: UnitEventKind;
      actorId: number | null;
      orderId: number;
      claimId: number;
      note?: string | null;
    },
  ): Promise<void> {
    await sql(CLAIM_SQL.unitEvent, [
      event.unitId,
      event.kind,
      event.actorId,
      event.orderId,
      event.claimId,
      event.note ?? null,
    ]);
  },

  async nextMailId(sql: Sql): Promise<number> {
    const [row] = await sql<{ id: number }>(CLAIM_SQL.nextMailId, [1]);
    return Number(row.id);
  },

  async queueMail(
    sql: Sql,
    mail: {
      id: number | null;
      toAddress: string;
      subject: string;
      body: string;
      secret: string | null;
      orderId: number;
    },
  ): Promise<void> {
    await sql(CLAIM_SQL.mail, [mail.id, mail.toAddress, mail.subject, mail.body, mail.secret, mail.orderId]);
  },

  async activity(sql: Sql, userId: number, details: string, metadata: Record<string, unknown>): Promise<void> {
    await sql(CLAIM_SQL.activity, [userId, 'warranty_claim', details, JSON.stringify(metadata)]);
  },

  /** A line in the buyer's bell, opening their orders. */
  async notice(sql: Sql, userId: number, text: string): Promise<void> {
    await sql(CLAIM_SQL.notice, [userId, text]);
  },

  /**
   * Closes an order's open claims (its refund or cancel, in that transaction): `closed` with the
   * reason the buyer reads, any unit a restock reserved for them back on sale, the buyer's bell.
   * Answers the claims closed and the units freed: the caller hands those to `UnitsArrived` in the
   * same transaction (waiting claims first, then restock alerts), as any other arrival.
   */
  async closeOpenClaims(sql: Sql, orderId: number, note: string): Promise<{ closed: number[]; freed: FreedUnit[] }> {
    const open = await sql<{ id: number; user_id: number; replacement_unit_id: number | null }>(CLAIM_SQL.openClaims, [
      orderId,
    ]);
    const freed: FreedUnit[] = [];
    for (const claim of open) {
      await sql(CLAIM_SQL.close, [Number(claim.id), note]);
      if (claim.replacement_unit_id !== null) {
        const released = await sql<{ id: number; product_id: number }>(CLAIM_SQL.releaseUnit, [
          Number(claim.replacement_unit_id),
        ]);
        freed.push(...released.map((unit) => ({ unitId: Number(unit.id), productId: Number(unit.product_id) })));
      }
      await sql(CLAIM_SQL.notice, [Number(claim.user_id), `Warranty claim #${claim.id}: closed. ${note}`]);
    }
    return { closed: open.map((claim) => Number(claim.id)), freed };
  },

  async buyer(sql: Sql, userId: number): Promise<{ username: string; email: string }> {
    const [row] = await sql<{ username: string; email: string }>(CLAIM_SQL.buyer, [userId]);
    return row;
  },

  /**
   * Inside the transaction that brings new units of a product (`unitIds`, not yet visible to
   * anyone else): the oldest waiting claims of the product take one each, first asked first
   * served, up to the rules' share of the restock (at least one unit), before any sale can; the
   * rest is stock for paying customers. The units are `reserved` (not stock) until
   * `deliverReserved` gives them to the orders. Answers how many were reserved.
   */
  async reserveForWaiting(tx: EntityManager, productId: number, unitIds: readonly number[]): Promise<number> {
    if (unitIds.length === 0) return 0;
    const [rules] = await tx.execute<Record<string, unknown>[]>(RULES_SQL);
    const share = claimShare(unitIds.length, rulesOf(rules).restockClaimSharePercent);
    if (share === 0) return 0;
    const waiting = await tx.execute<{ id: number }[]>(CLAIM_SQL.waitingForUnits, [productId, share]);
    if (waiting.length === 0) return 0;
    const units = [...unitIds].sort((a, b) => a - b).slice(0, waiting.length);
    const claims = waiting.map((row) => Number(row.id));
    await tx.execute(CLAIM_SQL.reserveUnits, [`{${units.join(',')}}`]);
    await tx.execute(CLAIM_SQL.reserveClaims, [`{${claims.join(',')}}`, `{${units.join(',')}}`]);
    return claims.length;
  },
};
