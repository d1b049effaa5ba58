import type { EntityManager } from '@mikro-orm/postgresql';
import type { Sql } from '@shop/server-kit';
import type { WebhookEvent } from '@shop/shared';
import { SCHEMA } from '../../mikro-orm.config';

/**
 * One row per active endpoint subscribed to the event (all of them, or the owner's only), in the
 * caller's transaction: the event is queued if and only if the change commits. `$4` null: every
 * subscriber (a restock is news for every reseller). Each `$n` appears once, in order, so the same
 * text runs on the ORM's `?` placeholders.
 */
export const WEBHOOK_ENQUEUE_SQL = `insert into "${SCHEMA}"."webhook_delivery" ("endpoint_id", "message_id", "event_type", "payload")
  select e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), $1, $2
  from "${SCHEMA}"."webhook_endpoint" e
  where e.status = 'active' and e.events @> jsonb_build_array($3::text) and e.user_id = coalesce($4::int, e.user_id)`;

/** Who hears of an event: the owner of what changed, or every subscriber. */
export type WebhookAudience = { userId: number } | 'every subscriber';

/**
 * The payload, as the Standard Webhooks spec shapes it: `{ type, timestamp, data }`. `data` holds
 * ids and amounts only, never credentials: a receiver reads an order's credentials through
 * `GET /api/v1/orders/{id}/credentials` with a key that has `credentials:read`.
 */
export function webhookPayload(type: WebhookEvent, data: Record<string, string | number | null>): string {
  return JSON.stringify({ type, timestamp: new Date().toISOString(), data });
}

function values(type: WebhookEvent, data: Record<string, string | number | null>, audience: WebhookAudience) {
  return [type, webhookPayload(type, data), type, audience === 'every subscriber' ? null : audience.userId];
}

/** Queues an event in a transaction run on prepared statements (`inTransaction`'s `sql`). */
export async function queueWebhookEventSql(
  sql: Sql,
  type: WebhookEvent,
  data: Record<string, string | number | null>,
  audience: WebhookAudience,
): Promise<void> {
  await sql(WEBHOOK_ENQUEUE_SQL, values(type, data, audience));
}

/** Queues an event in an ORM transaction (`em.transactional`'s `tx`). */
export async function queueWebhookEvent(
  tx: EntityManager,
  type: WebhookEvent,
  data: Record<string, string | number | null>,
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
