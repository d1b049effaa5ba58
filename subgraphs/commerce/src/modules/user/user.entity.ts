import { Entity, Index, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';

export const USER_STATUSES = ['Active', 'Inactive', 'Suspended', 'Banned'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * A customer or admin. E-mails are stored lower-cased so the plain unique index is
 * case-insensitive; usernames keep their spelling but are unique regardless of case, so
 * "Admin" cannot pose as "admin".
 */
@Entity({ tableName: 'user' })
@Unique({
  name: 'user_username_lower_unique',
  expression: 'create unique index "user_username_lower_unique" on "commerce"."user" (lower("username"))',
})
export class UserEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 32 })
  username!: string;

  @Property({ type: 'string', length: 254, unique: 'user_email_unique' })
  email!: string;

  /** argon2id hash: never selected unless asked for, never serialised. */
  @Property({ type: 'string', length: 255, lazy: true, hidden: true })
  passwordHash!: string;

  @Property({ type: 'boolean', default: false })
  isAdmin: boolean & Opt = false;

  /** An owner-level admin (the first admin): may reset another user's second factor. */
  @Property({ type: 'boolean', default: false })
  isOwner: boolean & Opt = false;

  @Property({ type: 'string', length: 16, default: 'Active' })
  @Index()
  status: string & Opt = 'Active';

  /**
   * Bumped by a trigger in the same statement as any change of the admin flag, status or password
   * (Migration20261125140000); sessions granted under an older version are renewed or ended.
   */
  @Property({ type: 'integer', default: 1 })
  rightsVersion: number & Opt = 1;

  /** Sessions granted under a version below this one end (a demotion, a new password, a status other than Active). */
  @Property({ type: 'integer', default: 0 })
  sessionsFrom: number & Opt = 0;

  /** When the user proved the address by the link e-mailed to it; a changed e-mail clears it (a trigger). */
  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt?: Date | null;

  /** The authenticator-app secret, sealed by the credential vault for this row; never serialised. */
  @Property({ type: 'text', nullable: true, lazy: true, hidden: true })
  totpSecret?: string | null;

  /** When the authenticator app was confirmed with a code; only then does sign-in ask for one. */
  @Property({ type: 'datetime', nullable: true })
  totpConfirmedAt?: Date | null;

  /** The last TOTP time step accepted: a code of that step or an earlier one is refused (replay). */
  @Property({ type: 'bigint', nullable: true, hidden: true })
  totpLastStep?: string | null;

  /** An admin's password sign-ins without a confirmed factor: past `STAFF_SECOND_FACTOR_GRACE` the panel is refused. */
  @Property({ type: 'integer', default: 0 })
  factorlessAdminSignIns: number & Opt = 0;

  /** How many passkeys the user has, kept by a trigger on `user_passkey` (a change bumps `rightsVersion`). */
  @Property({ type: 'integer', default: 0 })
  passkeyCount: number & Opt = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
