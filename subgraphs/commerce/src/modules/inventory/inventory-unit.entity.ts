import { Entity, Index, OneToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { OrderEntity } from '../order/order.entity';

/**
 * One sellable account: the credential line delivered to its buyer. Unsold while `order` is
 * null; a purchase locks one unsold unit with FOR UPDATE SKIP LOCKED and links it to the order.
 */
@Entity({ tableName: 'inventory_unit' })
@Index({ name: 'inventory_unit_unsold_index', expression: 'create index "inventory_unit_unsold_index" on "commerce"."inventory_unit" ("product_id", "id") where "order_id" is null' })
export class InventoryUnitEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Product id in catalog (another schema, so no foreign key). */
  @Property({ type: 'integer', index: true })
  productId!: number;

  /** The account's credentials: never selected unless asked for, never serialised. */
  @Property({ type: 'text', lazy: true, hidden: true })
  credentials!: string;

  @OneToOne({ entity: () => OrderEntity, ref: true, nullable: true, owner: true, deleteRule: 'restrict' })
  order?: Ref<OrderEntity> | null;

  @Property({ type: 'datetime', nullable: true })
  soldAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
