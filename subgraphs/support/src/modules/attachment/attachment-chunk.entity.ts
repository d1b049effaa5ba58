import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One 256 KiB piece of an attachment's bytes (PgAttachmentStore writes and reads it with SQL);
 * declared here so the schema diff of `scripts/migration-create.mjs` knows the table.
 */
@Entity({ tableName: 'attachment_chunk' })
export class AttachmentChunkEntity {
  @PrimaryKey({ type: 'string', length: 64 })
  storageKey!: string;

  @PrimaryKey({ type: 'integer' })
  seq!: number;

  @Property({ type: 'blob' })
  data!: Buffer;
}
