import { Entity, ManyToOne, type Ref } from '@mikro-orm/core';
import { TicketEntity } from '../ticket/ticket.entity';
import { TicketMessageEntity } from '../ticket/ticket-message.entity';
import { StoredFileColumns } from './stored-file.columns';

/** One file on a ticket (its opening message) or on a reply; the bytes live in AttachmentStorage. */
@Entity({ tableName: 'ticket_attachment' })
export class AttachmentEntity extends StoredFileColumns {
  @ManyToOne(() => TicketEntity, { ref: true, index: true, deleteRule: 'cascade' })
  ticket!: Ref<TicketEntity>;

  /** Null for the file sent with the ticket itself. */
  @ManyToOne(() => TicketMessageEntity, { ref: true, nullable: true, index: true, deleteRule: 'cascade' })
  message?: Ref<TicketMessageEntity> | null;
}
