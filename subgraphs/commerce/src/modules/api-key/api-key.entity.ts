import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { UserEntity } from '../user/user.entity';

/** One API key of a user (issue 37): never the key itself, only its HMAC with the server pepper. */
@Entity({ tableName: 'api_key' })
export class ApiKeyEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  @Index({ name: 'api_key_user_index' })
  user!: UserEntity;

  @Property({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'json' })
  scopes!: string[];

  /** HMAC-SHA256 (hex) of the key with `API_KEY_PEPPER`. */
  @Property({ type: 'string', length: 64, unique: 'api_key_key_hash_unique', hidden: true })
  keyHash!: string;

  @Property({ type: 'string', length: 4 })
  lastFour!: string;

  /** During a roll's overlap: the HMAC of the key it replaced, valid until `previousExpiresAt`. */
  @Property({ type: 'string', length: 64, nullable: true, unique: 'api_key_previous_hash_unique', hidden: true })
  previousHash?: string | null;

  @Property({ type: 'datetime', nullable: true })
  previousExpiresAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  /** Updated at most once a minute per key (`LAST_USED_GRANULARITY`). */
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  /** Addresses and CIDR ranges the key may be used from; empty: any. */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  allowedAddresses: string[] & Opt = [];

  /** Per-key limits set by an admin; stored now, enforced by a later slice of issue 37. */
  @Property({ type: 'integer', nullable: true })
  requestsPerMinute?: number | null;

  @Property({ type: 'integer', nullable: true })
  ordersPerMinute?: number | null;
}
