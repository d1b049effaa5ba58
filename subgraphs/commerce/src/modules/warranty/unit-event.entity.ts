import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { InventoryUnitEntity } from '../inventory/inventory-unit.entity';

/**
 * What happened to a unit after it was sold (claimed, replaced, burned, credited) or taken off
 * sale (withdrawn), with who and when. Import, activation and sale are read from the unit's own
 * columns (`createdAt`, the batch, `soldAt`), so the purchase writes nothing more.
 */
export const UNIT_EVENT_KINDS = ['claimed', 'replacement', 'burned', 'credited', 'refused', 'withdrawn'] as const;
export type UnitEventKind = (typeof UNIT_EVENT_KINDS)[number];

@Entity({ tableName: 'unit_event' })
@Index({ properties: ['unit', 'at'] })
export class UnitEventEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => InventoryUnitEntity, ref: true, deleteRule: 'cascade' })
  unit!: Ref<InventoryUnitEntity>;

  @Property({ type: 'string', length: 16 })
  kind!: UnitEventKind;

  /** The admin who acted; null for the buyer's claim or the rules. */
  @Property({ type: 'integer', nullable: true })
  actorId?: number | null;

  @Property({ type: 'integer', nullable: true })
  orderId?: number | null;

  @Property({ type: 'integer', nullable: true })
  claimId?: number | null;

  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  at: Date & Opt = new Date();
}
