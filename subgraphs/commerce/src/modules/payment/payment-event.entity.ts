import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';

/**
 * Every provider event applied, by the provider's own event id. The unique index is what makes a
 * confirmation count once: a replayed or concurrently redelivered event finds its row taken and
 * changes nothing.
 */
@Entity({ tableName: 'payment_event' })
@Unique({ properties: ['provider', 'eventId'] })
export class PaymentEventEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 16 })
  provider!: string;

  @Property({ type: 'string', length: 255 })
  eventId!: string;

  @Property({ type: 'string', length: 64 })
  type!: string;

  /** The payment it was about (a plain id: an event may name a payment we do not know). */
  @Property({ type: 'integer', nullable: true })
  paymentId?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  receivedAt: Date & Opt = new Date();
}
