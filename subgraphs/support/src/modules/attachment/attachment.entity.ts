import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { TicketEntity } from '../ticket/ticket.entity';
import { TicketMessageEntity } from '../ticket/ticket-message.entity';

/** One file on a ticket (its opening message) or on a reply; the bytes live in AttachmentStorage. */
@Entity({ tableName: 'ticket_attachment' })
export class AttachmentEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => TicketEntity, { ref: true, index: true, deleteRule: 'cascade' })
  ticket!: Ref<TicketEntity>;

  /** Null for the file sent with the ticket itself. */
  @ManyToOne(() => TicketMessageEntity, { ref: true, nullable: true, index: true, deleteRule: 'cascade' })
  message?: Ref<TicketMessageEntity> | null;

  /** The uploader's name after sanitising (base name only); shown and used in downloads. */
  @Property({ type: 'string', length: 120 })
  fileName!: string;

  /** Server-generated; the only name used on disk. */
  @Property({ type: 'string', length: 64, hidden: true })
  storageKey!: string;

  @Property({ type: 'string', length: 100 })
  mimeType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
