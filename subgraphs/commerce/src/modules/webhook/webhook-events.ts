import type { EntityManager } from '@mikro-orm/postgresql';
import type { Sql } from '@shop/server-kit';
import type { WebhookEvent } from '@shop/shared';
import { SCHEMA } from '../../mikro-orm.config';

/**
 * One outbox row per active endpoint subscribed to the event (all of them, or the owner's only),
 * in the caller's transaction: the event is queued if and only if the change commits. The SQL
 * function `queue_webhook` (migration 20261129100100) is the one writer: the database's own
 * triggers (wallet credits, claims, restocks) call it too, so every payload has one shape.
 */
export const WEBHOOK_ENQUEUE_SQL = `select "${SCHEMA}"."queue_webhook"($1::text, $2::jsonb, $3::int)`;

/** Who hears of an event: the owner of what changed, or every subscriber. */
export type WebhookAudience = { userId: number } | 'every subscriber';

/**
 * The payload is `{ type, timestamp, data }`, as the Standard Webhooks spec shapes it. `data` holds
 * ids and amounts only, never credentials: a receiver reads an order's credentials through
 * `GET /api/v1/orders/{id}/credentials` with a key that has `credentials:read`.
 */
type WebhookData = Record<string, string | number | null>;

function values(type: WebhookEvent, data: WebhookData, audience: WebhookAudience) {
  return [type, JSON.stringify(data), audience === 'every subscriber' ? null : audience.userId];
}

/** Queues an event in a transaction run on prepared statements (`inTransaction`'s `sql`). */
export async function queueWebhookEventSql(
  sql: Sql,
  type: WebhookEvent,
  data: WebhookData,
  audience: WebhookAudience,
): Promise<void> {
  await sql(WEBHOOK_ENQUEUE_SQL, values(type, data, audience));
}

/** Queues an event in an ORM transaction (`em.transactional`'s `tx`). */
export async function queueWebhookEvent(
  tx: EntityManager,
  type: WebhookEvent,
  data: WebhookData,
  audience: WebhookAudience,
): Promise<void> {
  await tx
    .getConnection()
    .execute(
      WEBHOOK_ENQUEUE_SQL.replace(/\$\d+/g, '?'),
      values(type, data, audience),
      'run',
      tx.getTransactionContext(),
    );
}
