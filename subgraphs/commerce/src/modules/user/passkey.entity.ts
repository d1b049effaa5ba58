import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { UserEntity } from './user.entity';

/** One passkey (WebAuthn credential) of a user (issue 34): its public key and signature counter. */
@Entity({ tableName: 'user_passkey' })
export class PasskeyEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  @Index({ name: 'user_passkey_user_index' })
  user!: UserEntity;

  /** The credential id, base64url, as the authenticator reports it. */
  @Property({ type: 'string', length: 1024, unique: 'user_passkey_credential_id_unique' })
  credentialId!: string;

  /** The COSE public key, base64url. */
  @Property({ type: 'text' })
  publicKey!: string;

  /** The last signature counter seen (0 for authenticators that keep none, such as Apple's). */
  @Property({ type: 'bigint' })
  counter!: string;

  @Property({ type: 'json', nullable: true })
  transports?: string[] | null;

  @Property({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;
}

/** A WebAuthn challenge handed out by the server: short-lived, spent by the first response that names it. */
@Entity({ tableName: 'passkey_challenge' })
export class PasskeyChallengeEntity {
  @PrimaryKey({ type: 'string', length: 64 })
  challenge!: string;

  /** `register` (bound to `user`) or `authenticate` (a sign-in: no user yet). */
  @Property({ type: 'string', length: 16 })
  purpose!: 'register' | 'authenticate';

  @ManyToOne(() => UserEntity, { deleteRule: 'cascade', nullable: true })
  user?: UserEntity | null;

  @Property({ type: 'datetime' })
  @Index({ name: 'passkey_challenge_expires_at_index' })
  expiresAt!: Date;
}
