import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../../mikro-orm.config';

/**
 * The statuses of a credential unit: `staged` (its import batch is not finished: not stock),
 * `active` (stock while unsold, i.e. no order; sold once an order holds it) and `withdrawn`
 * (taken off sale by an admin: never stock, never sold, kept for the record and its duplicate key),
 * `reserved` (given to a waiting warranty claim, not stock) and `burned` (sold, then replaced or
 * credited under warranty: never delivered again).
 */
export type UnitStatus = 'staged' | 'active' | 'withdrawn' | 'reserved' | 'burned';

export interface UnitRow {
  id: number;
  product_id: number | null;
  status: UnitStatus;
  batch_id: string | null;
  line: number | null;
  order_id: number | null;
  created_at: string | Date;
}

const COLUMNS = 'id, product_id, status, batch_id, line, order_id, created_at';
const TABLE = `"${SCHEMA}"."inventory_unit"`;

/** The admin's unit statements (`?` placeholders; checked by test/sql-columns.test.ts). */
export const UNIT_SQL = {
  listByProduct: `select ${COLUMNS} from ${TABLE} where product_id = ? order by id limit ?`,
  findSealed: `select ${COLUMNS}, credentials from ${TABLE} where id = ?`,
  findSealedForUpdate: `select ${COLUMNS}, credentials from ${TABLE} where id = ? for update`,
  currentOfOrder: `select ${COLUMNS} from ${TABLE} where order_id = ? order by (status = 'active') desc, id desc limit 1`,
  keyHeldByAnother: `select id from ${TABLE} where dedupe_key = ? and id <> ?`,
  setCredentials: `update ${TABLE} set credentials = ?, dedupe_key = ? where id = ? returning ${COLUMNS}`,
  setWithdrawn: `update ${TABLE} set status = 'withdrawn' where id = ? returning ${COLUMNS}`,
} as const;

/** SQL of the admin's unit-by-unit work; `em` may be a transaction's. */
export class UnitRepository {
  constructor(private readonly em: EntityManager) {}

  /** A product's units, oldest first, without credentials. */
  listByProduct(productId: number, limit: number): Promise<UnitRow[]> {
    return this.em.execute<UnitRow[]>(UNIT_SQL.listByProduct, [productId, limit]);
  }

  /** One unit with its sealed credentials; `lock` takes its row lock (FOR UPDATE) in the caller's transaction. */
  async findSealed(
    id: number,
    lock = false,
    em: EntityManager = this.em,
  ): Promise<(UnitRow & { credentials: string }) | undefined> {
    const [row] = await em.execute<(UnitRow & { credentials: string })[]>(
      lock ? UNIT_SQL.findSealedForUpdate : UNIT_SQL.findSealed,
      [id],
    );
    return row;
  }

  /** The unit an order holds now (after a warranty replacement, the replacement), if it has one. */
  async currentOfOrder(orderId: number): Promise<UnitRow | undefined> {
    const [row] = await this.em.execute<UnitRow[]>(UNIT_SQL.currentOfOrder, [orderId]);
    return row;
  }

  /** Whether a unit other than `id` holds the duplicate key. */
  async keyHeldByAnother(key: string, id: number, em: EntityManager = this.em): Promise<boolean> {
    const rows = await em.execute<{ id: number }[]>(UNIT_SQL.keyHeldByAnother, [key, id]);
    return rows.length > 0;
  }

  async setCredentials(id: number, sealed: string, key: string, em: EntityManager = this.em): Promise<UnitRow> {
    const [row] = await em.execute<UnitRow[]>(UNIT_SQL.setCredentials, [sealed, key, id]);
    return row;
  }

  async setWithdrawn(id: number, em: EntityManager = this.em): Promise<UnitRow> {
    const [row] = await em.execute<UnitRow[]>(UNIT_SQL.setWithdrawn, [id]);
    return row;
  }
}
