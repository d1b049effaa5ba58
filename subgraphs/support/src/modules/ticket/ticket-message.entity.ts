import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { TicketEntity } from './ticket.entity';

/** A reply on a ticket (the opening message is the ticket's own `message`). */
@Entity({ tableName: 'ticket_message' })
export class TicketMessageEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => TicketEntity, { ref: true, index: true, deleteRule: 'cascade' })
  ticket!: Ref<TicketEntity>;

  @Property({ type: 'integer' })
  userId!: number;

  /** Written by an admin (shown as Support Team). */
  @Property({ type: 'boolean', default: false })
  isAdmin: boolean & Opt = false;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
