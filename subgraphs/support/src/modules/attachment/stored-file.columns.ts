import { PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * The columns every stored file has (a ticket's attachment, a warranty claim's file); listed in
 * mikro-orm.config.ts's entities so the tables that extend it get them.
 */
export abstract class StoredFileColumns {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The uploader's name after sanitising (base name only); shown and used in downloads. */
  @Property({ type: 'string', length: 120 })
  fileName!: string;

  /** Server-generated; the only name used in the attachment store. */
  @Property({ type: 'string', length: 64, hidden: true })
  storageKey!: string;

  @Property({ type: 'string', length: 100 })
  mimeType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
