import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

export enum TicketStatus {
  Open = 'Open',
  Pending = 'Pending',
  Closed = 'Closed',
}

export enum TicketPriority {
  High = 'High',
  Medium = 'Medium',
  Low = 'Low',
}

export type ReplySide = 'team' | 'user';

@Entity({ tableName: 'ticket' })
export class TicketEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The opener (commerce's user id; no cross-schema key). */
  @Property({ type: 'integer', index: true })
  userId!: number;

  @Property({ type: 'string', length: 200 })
  subject!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'string', length: 16, default: TicketStatus.Open, index: true })
  status: TicketStatus & Opt = TicketStatus.Open;

  @Property({ type: 'string', length: 16, default: TicketPriority.Medium })
  priority: TicketPriority & Opt = TicketPriority.Medium;

  /** An order of the opener that the ticket is about (checked with commerce on creation). */
  @Property({ type: 'integer', nullable: true })
  orderId?: number | null;

  @Property({ type: 'string', length: 8, default: 'user' })
  lastReplyBy: ReplySide & Opt = 'user';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', index: true })
  updatedAt: Date & Opt = new Date();
}
