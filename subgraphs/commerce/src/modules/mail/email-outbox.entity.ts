import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

export type OutboxStatus = 'pending' | 'sent';

/**
 * E-mails written in the same transaction as the change they announce (the order), sent later by
 * the outbox worker and retried until sent. Delivered credentials are never in the body: they
 * wait sealed in `secret` and are dropped once the e-mail has gone out.
 */
@Entity({ tableName: 'email_outbox' })
@Index({ properties: ['status', 'nextAttemptAt'] })
export class EmailOutboxEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 254 })
  toAddress!: string;

  @Property({ type: 'string', length: 200 })
  subject!: string;

  /** The text, with `SECRET_PLACEHOLDER` where the sealed account details go. */
  @Property({ type: 'text', lazy: true, hidden: true })
  body!: string;

  /** The account details, sealed; null for e-mails without credentials and after sending. */
  @Property({ type: 'text', nullable: true, lazy: true, hidden: true })
  secret?: string | null;

  /** The order the e-mail is about, if any (for support and idempotent file names). */
  @Property({ type: 'integer', nullable: true })
  orderId?: number | null;

  @Property({ type: 'string', length: 16, default: 'pending' })
  status: OutboxStatus & Opt = 'pending';

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
