import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { UserEntity } from '../user/user.entity';

/**
 * A purchase. Title and price are snapshots taken at purchase time: the catalogue may change
 * later, the order must not. `accountDetails` is the delivered credential line, a secret stored sealed
 * (modules/vault/credential-vault.ts).
 */
@Entity({ tableName: 'order' })
@Index({ properties: ['user', 'orderDate'] })
// The public recent-purchase feed reads the newest orders of all users.
@Index({ properties: ['orderDate'] })
// A purchase sent with an Idempotency-Key writes its orders once per user and key (a cart writes
// one order per unit under the one key, several of one product with a quantity); a repeat finds
// and answers them (order.service.ts). Once-ness is the purchase's advisory lock on the user and
// key (a key with orders is refused under it), so the index only finds them. Partial: orders
// bought without a key cost the index nothing.
@Index({
  name: 'order_user_id_idempotency_key_index',
  expression:
    'create index "order_user_id_idempotency_key_index" on "commerce"."order" ("user_id", "idempotency_key") where "idempotency_key" is not null',
})
export class OrderEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => UserEntity, ref: true, deleteRule: 'restrict' })
  user!: Ref<UserEntity>;

  /** Product id in catalog (another schema, so no foreign key). */
  @Property({ type: 'integer', index: true })
  productId!: number;

  @Property({ type: 'string', length: 200 })
  productTitle!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  totalPrice!: string;

  /** pending (waiting for a hand delivery) | processing (an admin is working on it) | delivered | cancelled | refunded (see order-status.ts) */
  @Property({ type: 'string', length: 32 })
  status!: string;

  @Property({ type: 'string', length: 32 })
  deliveryStatus!: string;

  @Property({ type: 'string', length: 32, default: 'automatic' })
  deliveryMethod: string & Opt = 'automatic';

  @Property({ type: 'boolean', default: false })
  accountDelivered: boolean & Opt = false;

  @Property({ type: 'text', nullable: true, lazy: true, hidden: true })
  accountDetails?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  orderDate: Date & Opt = new Date();

  /** When the credentials or service text reached the buyer: the purchase's transaction for a unit, an admin's delivery otherwise. */
  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date | null;

  /** What the admin who delivered the order by hand wrote for the buyer (not a secret: shown in the order). */
  @Property({ type: 'text', nullable: true })
  deliveryNotes?: string | null;

  /** Why an admin cancelled the order (shown to the buyer with the refund). */
  @Property({ type: 'string', length: 200, nullable: true })
  cancelReason?: string | null;
  /** The product's warranty when it was bought (days to claim, replacements); null for orders before warranties. */
  @Property({ type: 'integer', nullable: true })
  warrantyDays?: number | null;

  @Property({ type: 'integer', nullable: true })
  replacementLimit?: number | null;

  /** The buyer's Idempotency-Key of the purchase that wrote this order; null without one. */
  @Property({ type: 'string', length: 255, nullable: true })
  idempotencyKey?: string | null;
}
