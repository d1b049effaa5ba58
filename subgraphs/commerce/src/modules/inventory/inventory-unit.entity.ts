import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { OrderEntity } from '../order/order.entity';

/**
 * One sellable account: the credential line delivered to its buyer. Unsold while `order` is
 * null; a purchase locks one unsold unit with FOR UPDATE SKIP LOCKED and links it to the order.
 */
@Entity({ tableName: 'inventory_unit' })
@Index({
  name: 'inventory_unit_unsold_index',
  expression:
    'create index "inventory_unit_unsold_index" on "commerce"."inventory_unit" ("product_id", "id") where "order_id" is null',
})
@Index({
  name: 'inventory_unit_batch_line_unique',
  expression:
    'create unique index "inventory_unit_batch_line_unique" on "commerce"."inventory_unit" ("batch_id", "line") where "batch_id" is not null',
})
// An order holds one live unit: its burned ones stay with it after a warranty replacement.
@Unique({
  name: 'inventory_unit_order_live_unique',
  expression:
    'create unique index "inventory_unit_order_live_unique" on "commerce"."inventory_unit" ("order_id") where "order_id" is not null and "status" <> \'burned\'',
})
export class InventoryUnitEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Product id in catalog (another schema, so no foreign key); null while an import line is staged. */
  @Property({ type: 'integer', index: true, nullable: true })
  productId!: number | null;

  /**
   * `active` units are stock while unsold; `staged` ones belong to an unfinished import batch and
   * are not; `withdrawn` ones were taken off sale by an admin (never stock, never sold); `burned`
   * ones were sold and replaced under warranty (never delivered again); `reserved` ones arrived
   * while a warranty claim of their product waited and are being given to it (never stock).
   */
  @Property({ type: 'string', length: 16, default: 'active' })
  status: ('active' | 'staged' | 'withdrawn' | 'burned' | 'reserved') & Opt = 'active';

  /** The import batch that brought the unit, and its 1-based line in that batch. */
  @Property({ type: 'uuid', nullable: true, index: true })
  batchId?: string | null;

  @Property({ type: 'integer', nullable: true })
  line?: number | null;

  /**
   * Keyed hash (HMAC) of SERVER:username in lower case (server upper): one account is sold once,
   * whatever batch brings it, and the username is not readable here. Unique across every unit
   * ever imported (null for units without a parseable line).
   */
  @Property({ type: 'string', length: 300, nullable: true, unique: true })
  dedupeKey?: string | null;

  /** The account's credentials, sealed (modules/vault/credential-vault.ts): never selected unless asked for, never serialised. */
  @Property({ type: 'text', lazy: true, hidden: true })
  credentials!: string;

  /** The order the unit was sold to; an order replaced under warranty has its burned unit and its replacement. */
  @ManyToOne({ entity: () => OrderEntity, ref: true, nullable: true, deleteRule: 'restrict', index: true })
  order?: Ref<OrderEntity> | null;

  @Property({ type: 'datetime', nullable: true })
  soldAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
