import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { UserEntity } from '../user/user.entity';

export const ACTIVITY_ACTIONS = [
  'register',
  'login',
  'purchase',
  'deposit',
  'status_change',
  'admin_change',
  'balance_adjustment',
  'profile_update',
  'order_delivered',
  'order_processing',
  'order_cancelled',
  'refund',
  'account_hold',
  'warranty_claim',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/**
 * What happened to or by a user (the admin's Activity History tab). Written in the same
 * transaction as the change it describes; removed with the user (a user with history is only
 * ever deactivated, so that happens for users without orders or ledger entries).
 */
@Entity({ tableName: 'activity_entry' })
@Index({ properties: ['user', 'createdAt'] })
export class ActivityEntryEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => UserEntity, ref: true, deleteRule: 'cascade' })
  user!: Ref<UserEntity>;

  @Property({ type: 'string', length: 32 })
  action!: ActivityAction;

  @Property({ type: 'text', default: '' })
  details: string & Opt = '';

  /** Free-form JSON: ids, old and new values, the acting admin. */
  @Property({ type: 'json', nullable: true })
  metadata?: Record<string, unknown> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
