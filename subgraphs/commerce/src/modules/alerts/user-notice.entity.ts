import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { UserEntity } from '../user/user.entity';

/** A message for one customer's bell (stock arrived, a claim changed), read or not. */
@Entity({ tableName: 'user_notice' })
@Index({ properties: ['user', 'createdAt'] })
export class UserNoticeEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => UserEntity, ref: true, deleteRule: 'cascade' })
  user!: Ref<UserEntity>;

  /** restock | claim */
  @Property({ type: 'string', length: 32 })
  kind!: string;

  @Property({ type: 'text' })
  text!: string;

  /** A site path the notice opens (e.g. /product/12). */
  @Property({ type: 'string', length: 300, nullable: true })
  link?: string | null;

  @Property({ type: 'datetime', nullable: true })
  readAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
