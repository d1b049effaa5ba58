import type { Sql } from '@shop/server-kit';
import { SCHEMA } from '../../mikro-orm.config';
import { Ledger, type StatementEntry } from '../wallet/ledger';
import { nextIdExpression } from '../vault/row-ids';

/**
 * The purchase's SQL, run as named prepared statements on server-kit's pg pool (`inTransaction`,
 * `withConnection`): every text is fixed, so PostgreSQL plans each once per connection. Rows come
 * back as the plain typed objects below, never as entities. The money itself moves as the ledger
 * writes it: the order's statement composes `Ledger.postCtes` (wallet/ledger.ts). `test/sql-columns.test.ts` prepares every text of `ORDER_SQL`
 * on a migrated database and compares the tables it names with the MikroORM entities.
 */

/** A claimed credential unit, sealed as stored, and the ids its order and delivery e-mail will have. */
export interface ClaimedUnit {
  id: number;
  credentials: string;
  orderId: number;
  mailId: number;
}

/** An order row as the purchase writes it, with its unit, e-mail and activity entry. */
export interface NewOrder {
  /** Taken with the unit (its credentials are sealed for it); null: the sequence's next. */
  id: number | null;
  userId: number;
  productId: number;
  productTitle: string;
  totalPrice: string;
  status: string;
  deliveryStatus: string;
  deliveryMethod: string;
  accountDelivered: boolean;
  accountDetails: string | null;
  idempotencyKey: string | null;
  /** The product's warranty, kept with the order: days to claim and replacements. */
  warrantyDays: number;
  replacementLimit: number;
  /** The unit the order sells (marked sold by the same statement); null for a manual order. */
  unitId: number | null;
  mail: { id: number | null; toAddress: string; subject: string; body: string; secret: string | null };
  /** The wallet debit (`Ledger.statementEntry`), its description carrying `orderIdToken`; null for a free order. */
  debit: StatementEntry | null;
  /** Stands for the order number in the e-mail's subject and body and the debit's description until SQL knows it. */
  orderIdToken: string;
  /** The activity entry's text after "Order #<id>". */
  activityDetails: string;
}

const ORDER = `"${SCHEMA}"."order"`;
const UNIT = `"${SCHEMA}"."inventory_unit"`;
const MANUAL = `"${SCHEMA}"."manual_stock"`;

// Each lookup is a LATERAL subquery with LIMIT, so PostgreSQL runs it per product on the
// (product_id) indexes whatever its statistics say. Written as NOT EXISTS it became an anti
// join that, with the statistics left behind by a bulk import, read every unsold unit of the
// shop (0.5 ms per purchase with 2,000 units, the most expensive statement of a purchase).
// One product (a single order) as a scalar: PostgreSQL then settles on one generic plan for
// the prepared statement, where an array keeps it planning each call for the array's length.
const soldOutSql = (
  source: string,
) => `select p.id, (sold.id is not null or counter.quantity is not null) as sold_before
    from ${source} as p(id)
    left join lateral (select 1 as id from ${UNIT} u
      where u.product_id = p.id and u.order_id is null and u.status = 'active' limit 1) as unsold on true
    left join lateral (select m.quantity from ${MANUAL} m where m.product_id = p.id limit 1) as counter on true
    left join lateral (select 1 as id from ${UNIT} u where u.product_id = p.id and u.order_id is not null limit 1) as sold on true
    where unsold.id is null and coalesce(counter.quantity, 0) <= 0
    order by p.id limit 1`;

export const ORDER_SQL = {
  keyLock: `select pg_advisory_xact_lock($1::int, hashtext($2::text))`,
  keyTaken: `select 1 as taken from ${ORDER} where user_id = $1::int and idempotency_key = $2::varchar limit 1`,
  claimUnit: `select id, credentials, ${nextIdExpression('order')} as order_id, ${nextIdExpression('email_outbox')} as mail_id
      from ${UNIT}
     where product_id = $1::int and order_id is null and status = 'active' and id <> all($2::int[]) order by id limit 1 for update skip locked`,
  takeManualStock: `update ${MANUAL} set quantity = quantity - 1 where product_id = $1::int and quantity > 0 returning product_id`,
  insertOrder: `with o as (
      insert into ${ORDER} (id, user_id, product_id, product_title, total_price, status, delivery_status, delivery_method, account_delivered, account_details, idempotency_key, warranty_days, replacement_limit, delivered_at)
      values (coalesce($1::int, ${nextIdExpression('order')}), $2::int, $3::int, $4::varchar, $5::numeric, $6::varchar, $7::varchar, $8::varchar, $9::boolean, $10::text, $11::varchar, $24::int, $25::int,
        case when $9::boolean then now() end)
      returning id, order_date),
    sold as (update ${UNIT} set order_id = o.id, sold_at = now() from o where inventory_unit.id = $12::int),
    mail as (insert into "${SCHEMA}"."email_outbox" (id, to_address, subject, body, secret, order_id)
      select coalesce($13::int, ${nextIdExpression('email_outbox')}), $14::varchar, replace($15::text, $16::text, o.id::text), replace($17::text, $16::text, o.id::text), $18::text, o.id from o),
    activity as (insert into "${SCHEMA}"."activity_entry" (user_id, action, details, metadata)
      select $2::int, 'purchase', 'Order #' || o.id || $19::text, jsonb_build_object('orderId', o.id, 'productId', $3::int, 'amount', $20::text) from o),
    ${Ledger.postCtes({
      userId: '$2::int',
      amount: '$21::numeric',
      type: '$22::varchar',
      description: 'replace($23::text, $16::text, o.id::text)',
      orderId: 'o.id',
      from: 'o',
    })}
    select o.id, o.order_date, (select id from ledger_entry) as entry_id from o`,
  soldOutOne: soldOutSql('(select $1::int as id)'),
  soldOutMany: soldOutSql('unnest($1::int[])'),
} as const;

export const OrderRepository = {
  /**
   * Purchases with one user's key run one at a time (the lock is held until commit); answers
   * whether an order with the key exists already.
   */
  async lockIdempotencyKey(sql: Sql, userId: number, key: string): Promise<boolean> {
    await sql(ORDER_SQL.keyLock, [userId, key]);
    const [taken] = await sql(ORDER_SQL.keyTaken, [userId, key]);
    return taken !== undefined;
  },

  /**
   * The oldest unsold unit of a product, locked (FOR UPDATE SKIP LOCKED: concurrent buyers each get
   * another or none), other than the units `held` by this transaction (its own locks are not skipped).
   */
  async claimUnit(sql: Sql, productId: number, held: readonly number[] = []): Promise<ClaimedUnit | null> {
    const [row] = await sql<{ id: number; credentials: string; order_id: number; mail_id: number }>(
      ORDER_SQL.claimUnit,
      [productId, held],
    );
    return row
      ? { id: Number(row.id), credentials: row.credentials, orderId: Number(row.order_id), mailId: Number(row.mail_id) }
      : null;
  },

  /** One from the manual counter, with a guarded UPDATE that can never go below zero. */
  async takeManualStock(sql: Sql, productId: number): Promise<boolean> {
    return (await sql(ORDER_SQL.takeManualStock, [productId])).length > 0;
  },

  /**
   * The order, its unit marked sold, its e-mail queued, its activity entry and its debit (wallet and
   * ledger entry), in one statement; `entryId` is null when no entry was written.
   */
  async insertOrder(sql: Sql, order: NewOrder): Promise<{ id: number; orderDate: Date; entryId: number | null }> {
    const [row] = await sql<{ id: number; order_date: Date; entry_id: number | null }>(ORDER_SQL.insertOrder, [
      order.id,
      order.userId,
      order.productId,
      order.productTitle,
      order.totalPrice,
      order.status,
      order.deliveryStatus,
      order.deliveryMethod,
      order.accountDelivered,
      order.accountDetails,
      order.idempotencyKey,
      order.unitId,
      order.mail.id,
      order.mail.toAddress,
      order.mail.subject,
      order.orderIdToken,
      order.mail.body,
      order.mail.secret,
      order.activityDetails,
      order.totalPrice,
      order.debit?.amount ?? null,
      order.debit?.type ?? null,
      order.debit?.description ?? null,
      order.warrantyDays,
      order.replacementLimit,
    ]);
    return {
      id: Number(row.id),
      orderDate: new Date(row.order_date),
      entryId: row.entry_id === null ? null : Number(row.entry_id),
    };
  },

  /**
   * The first product (by id) with neither an unsold unit nor manual stock, read without a lock,
   * and whether it ever had stock that sold (a sold unit or a manual counter).
   */
  async soldOut(sql: Sql, productIds: readonly number[]): Promise<{ id: number; soldBefore: boolean } | undefined> {
    const one = productIds.length === 1;
    const [row] = await sql<{ id: number; sold_before: boolean }>(one ? ORDER_SQL.soldOutOne : ORDER_SQL.soldOutMany, [
      one ? productIds[0] : productIds,
    ]);
    return row ? { id: Number(row.id), soldBefore: row.sold_before } : undefined;
  },
};
