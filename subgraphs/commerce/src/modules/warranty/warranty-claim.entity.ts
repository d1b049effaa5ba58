import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import type { ClaimReason, ClaimStatus } from '@shop/shared';
import { InventoryUnitEntity } from '../inventory/inventory-unit.entity';
import { OrderEntity } from '../order/order.entity';
import { UserEntity } from '../user/user.entity';

/**
 * A buyer's warranty claim on a delivered order (issues 20, 30). `submitted` waits for staff;
 * `waiting_stock` waits for the product's next units (a share of each restock, oldest first);
 * `replaced`, `credited`, `refused` and `closed` (its order refunded or cancelled) are final.
 */
@Entity({ tableName: 'warranty_claim' })
@Index({ properties: ['user', 'createdAt'] })
@Index({ properties: ['status', 'createdAt'] })
@Index({
  name: 'warranty_claim_confirmed_index',
  expression:
    'create index "warranty_claim_confirmed_index" on "commerce"."warranty_claim" ("unit_id") where "confirmed_at" is not null',
})
@Index({
  name: 'warranty_claim_waiting_index',
  expression:
    'create index "warranty_claim_waiting_index" on "commerce"."warranty_claim" ("product_id", "created_at", "id") where "status" = \'waiting_stock\'',
})
export class WarrantyClaimEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => OrderEntity, ref: true, deleteRule: 'restrict', index: true })
  order!: Ref<OrderEntity>;

  @ManyToOne({ entity: () => UserEntity, ref: true, deleteRule: 'restrict' })
  user!: Ref<UserEntity>;

  /** Product id in catalog (no foreign key), the order's. */
  @Property({ type: 'integer' })
  productId!: number;

  @Property({ type: 'string', length: 32 })
  reason!: ClaimReason;

  /** The buyer's words, sealed for this claim (`forClaimMessage`): buyers paste passwords there. */
  @Property({ type: 'text', lazy: true, hidden: true })
  message!: string;

  @Property({ type: 'string', length: 16, default: 'submitted' })
  status: ClaimStatus & Opt = 'submitted';

  /** Decided by the rules, without an admin. */
  @Property({ type: 'boolean', default: false })
  automatic: boolean & Opt = false;

  /** What the admin wrote when deciding (the buyer sees a refusal's reason). */
  @Property({ type: 'text', nullable: true })
  decisionNote?: string | null;

  /** The unit the claim is about (the order's delivered unit at claim time); null for a hand-delivered order. */
  @ManyToOne({ entity: () => InventoryUnitEntity, ref: true, nullable: true, deleteRule: 'restrict', index: true })
  unit?: Ref<InventoryUnitEntity> | null;

  /** The unit that replaced it; set in the transaction that gave it (also while a restock's delivery is finishing). */
  @ManyToOne({ entity: () => InventoryUnitEntity, ref: true, nullable: true, deleteRule: 'restrict', unique: true })
  replacementUnit?: Ref<InventoryUnitEntity> | null;

  /** The order's credentials before the replacement, sealed for this claim (the buyer sees them struck through). */
  @Property({ type: 'text', nullable: true, lazy: true, hidden: true })
  previousDetails?: string | null;

  /** Support's `claim_file` id, when the buyer sent a file (no foreign key: support's schema). */
  @Property({ type: 'integer', nullable: true })
  attachmentId?: number | null;

  @Property({ type: 'integer', nullable: true })
  decidedBy?: number | null;

  /** Why the rules sent the claim to staff (`CLAIM_REVIEW_REASONS`); null when the rules replaced it. */
  @Property({ type: 'string', length: 32, nullable: true })
  reviewReason?: string | null;

  /** When staff confirmed the claim (replaced or credited it): the evidence that makes a batch bad. */
  @Property({ type: 'datetime', nullable: true })
  confirmedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
