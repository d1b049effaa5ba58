import { Entity, Index, Property } from '@mikro-orm/core';
import { StoredFileColumns } from '../attachment/stored-file.columns';

/**
 * A file sent with a warranty claim (commerce owns the claim and keeps this row's id). Uploaded
 * before the claim by the order's buyer, so the row records the order and its owner; the bytes
 * live in the attachment store with the tickets' files.
 */
@Entity({ tableName: 'claim_file' })
@Index({ properties: ['ownerUserId'] })
export class ClaimFileEntity extends StoredFileColumns {
  @Property({ type: 'integer' })
  orderId!: number;

  /** The order's buyer, as commerce answered when the file was uploaded. */
  @Property({ type: 'integer' })
  ownerUserId!: number;
}
