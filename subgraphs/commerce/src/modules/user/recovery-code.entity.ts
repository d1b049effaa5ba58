import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { UserEntity } from './user.entity';

/** One recovery code of a user (issue 34): its SHA-256 only, usable once. */
@Entity({ tableName: 'user_recovery_code' })
export class RecoveryCodeEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  @Index({ name: 'user_recovery_code_user_index' })
  user!: UserEntity;

  @Property({ type: 'string', length: 64, unique: 'user_recovery_code_code_hash_unique' })
  codeHash!: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
