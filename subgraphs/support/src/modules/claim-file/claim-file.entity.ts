import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * A file sent with a warranty claim (commerce owns the claim and keeps this row's id). Uploaded
 * before the claim by the order's buyer, so the row records the order and its owner; the bytes
 * live in the attachment store with the tickets' files.
 */
@Entity({ tableName: 'claim_file' })
@Index({ properties: ['ownerUserId'] })
export class ClaimFileEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  orderId!: number;

  /** The order's buyer, as commerce answered when the file was uploaded. */
  @Property({ type: 'integer' })
  ownerUserId!: number;

  @Property({ type: 'string', length: 120 })
  fileName!: string;

  @Property({ type: 'string', length: 64, hidden: true })
  storageKey!: string;

  @Property({ type: 'string', length: 100 })
  mimeType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
