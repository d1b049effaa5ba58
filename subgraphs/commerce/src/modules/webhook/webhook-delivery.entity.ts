import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * The webhook outbox and its log in one: a row per event per endpoint, written in the transaction
 * of the change it announces, claimed by the webhook worker (FOR UPDATE SKIP LOCKED) and kept with
 * its last attempt's outcome. A redelivery is a new row with the same message id and payload.
 */
@Entity({ tableName: 'webhook_delivery' })
@Index({ name: 'webhook_delivery_due_index', properties: ['status', 'nextAttemptAt'] })
export class WebhookDeliveryEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => WebhookEndpointEntity, { deleteRule: 'cascade' })
  @Index({ name: 'webhook_delivery_endpoint_index' })
  endpoint!: WebhookEndpointEntity;

  /** `webhook-id`: the same for every attempt and redelivery of one event to one endpoint. */
  @Property({ type: 'string', length: 64 })
  messageId!: string;

  @Property({ type: 'string', length: 32 })
  eventType!: string;

  /** The JSON sent, exactly as signed: `{ type, timestamp, data }` with ids only. */
  @Property({ type: 'text' })
  payload!: string;

  @Property({ type: 'string', length: 16, default: 'pending' })
  status: WebhookDeliveryStatus & Opt = 'pending';

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  /** When the next attempt is due (or a claimed row's lease ends); null once delivered or given up. */
  @Property({ type: 'datetime', nullable: true, defaultRaw: 'now()' })
  nextAttemptAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  lastAttemptAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  responseStatus?: number | null;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date | null;
}
