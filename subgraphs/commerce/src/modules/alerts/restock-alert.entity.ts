import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { UserEntity } from '../user/user.entity';

/** What a saved-filter alert waits for; every criterion given must match (skins: all of them). */
export interface AlertFilter {
  gameSlug?: string | null;
  server?: string | null;
  accountType?: string | null;
  subCategory?: string | null;
  skins?: string[] | null;
  minBlueEssence?: number | null;
}

export type AlertStatus = 'waiting' | 'notified' | 'cancelled';

/**
 * A customer waiting for stock (issue 20): of one sold-out product, or of any product matching a
 * saved filter. When units arrive, at most as many waiting alerts as units still unsold are told,
 * oldest first (RestockNotifier); each alert is told once.
 */
@Entity({ tableName: 'restock_alert' })
@Index({ properties: ['user', 'createdAt'] })
@Index({
  name: 'restock_alert_waiting_index',
  expression:
    'create index "restock_alert_waiting_index" on "commerce"."restock_alert" ("product_id", "created_at", "id") where "status" = \'waiting\'',
})
export class RestockAlertEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => UserEntity, ref: true, deleteRule: 'cascade' })
  user!: Ref<UserEntity>;

  /** The sold-out product; null for a saved filter. */
  @Property({ type: 'integer', nullable: true })
  productId?: number | null;

  @Property({ type: 'json', nullable: true })
  filter?: AlertFilter | null;

  @Property({ type: 'string', length: 16, default: 'waiting' })
  status: AlertStatus & Opt = 'waiting';

  /** The product whose stock the customer was told about. */
  @Property({ type: 'integer', nullable: true })
  notifiedProductId?: number | null;

  @Property({ type: 'datetime', nullable: true })
  notifiedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
