import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { log, withConnection } from '@shop/server-kit';
import { Webhook } from 'standardwebhooks';
import { SCHEMA } from '../../mikro-orm.config';
import { credentialVault, forWebhook } from '../vault/credential-vault';
import type { WebhookGuardSettings } from './ssrf-guard';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import { nextAttemptAt } from './retry-schedule';
import { disableWebhookEndpoint } from './webhook-disable';
import { sendWebhook, type SendResult } from './webhook-sender';

/** An endpoint failing this long (since its last success) is disabled and its owner e-mailed. */
export const DISABLE_AFTER_FAILING_MS = 24 * 3_600_000;
/** A claimed row is not claimed again for this long (longer than an attempt's 15 s). */
const LEASE_S = 60;
const BATCH = 10;

/** Claims due rows with FOR UPDATE SKIP LOCKED and leases them, so replicas never send a row at the same time. */
export const WEBHOOK_WORKER_SQL = {
  claim: `update "${SCHEMA}"."webhook_delivery" d set next_attempt_at = now() + make_interval(secs => ${LEASE_S})
  from (select id from "${SCHEMA}"."webhook_delivery" where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id limit $1 for update skip locked) due
  where d.id = due.id
  returning d.id, d.endpoint_id, d.message_id, d.payload`,
} as const;

interface ClaimedRow {
  id: number;
  endpoint_id: number;
  message_id: string;
  payload: string;
}

export interface WebhookWorkerOptions {
  guard: WebhookGuardSettings;
  /** WEBHOOK_RETRY_SCALE (default 1). */
  retryScale?: number;
}

/**
 * Delivers the webhook outbox (issue 37 item 5, docs/decisions/0072-webhooks.md): signed per the
 * Standard Webhooks spec (`webhook-id`, `webhook-timestamp`, `webhook-signature`; two signatures
 * while a rolled secret overlaps), through the SSRF guard, retried on the schedule above. Only a
 * 2xx counts; a redirect is a failure; a 410 disables the endpoint; 24 h of failing disables it
 * too, and either way its owner is e-mailed (the e-mail outbox, in the same transaction).
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver>,
    private readonly options: WebhookWorkerOptions,
  ) {}

  start(intervalMs = 1_000): void {
    this.stopped = false;
    const tick = () => {
      this.running = this.runOnce()
        .catch((error) => log('commerce', 'error', 'webhook run failed', { error: String(error) }))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, intervalMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Attempts what is due now; answers how many were delivered and how many failed. */
  async runOnce(): Promise<{ delivered: number; failed: number }> {
    const em = this.orm.em.fork() as EntityManager;
    const claimed = await withConnection(em, (sql) => sql<ClaimedRow>(WEBHOOK_WORKER_SQL.claim, [BATCH]));
    if (!claimed.length) return { delivered: 0, failed: 0 };
    const endpoints = new Map(
      (await em.find(WebhookEndpointEntity, { id: { $in: [...new Set(claimed.map((row) => row.endpoint_id))] } })).map(
        (endpoint) => [endpoint.id, endpoint] as const,
      ),
    );
    const results = await Promise.all(
      claimed.map(async (row) => {
        const endpoint = endpoints.get(row.endpoint_id);
        const result: SendResult =
          !endpoint || endpoint.status !== 'active'
            ? {
                ok: false,
                status: null,
                error: `Not sent: the endpoint is disabled (${endpoint?.disabledReason ?? 'deleted'}).`,
              }
            : await this.send(endpoint, row);
        await this.record(row.id, result, !endpoint || endpoint.status !== 'active');
        return result.ok;
      }),
    );
    const delivered = results.filter(Boolean).length;
    return { delivered, failed: results.length - delivered };
  }

  private send(endpoint: WebhookEndpointEntity, row: ClaimedRow): Promise<SendResult> {
    const vault = credentialVault();
    const secrets = [vault.open(endpoint.secret, forWebhook(endpoint.id))];
    if (endpoint.previousSecret && endpoint.previousExpiresAt && endpoint.previousExpiresAt > new Date())
      secrets.push(vault.open(endpoint.previousSecret, forWebhook(endpoint.id)));
    const at = new Date();
    // One signature per secret, space-separated (the spec's rotation): a receiver with either verifies.
    const signature = secrets.map((secret) => new Webhook(secret).sign(row.message_id, at, row.payload)).join(' ');
    return sendWebhook(
      endpoint.url,
      {
        'user-agent': 'GameAccountShop-Webhooks/1',
        'webhook-id': row.message_id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      },
      row.payload,
      this.options.guard,
    );
  }

  /** The attempt's outcome on the delivery and its endpoint, in one transaction. */
  private async record(deliveryId: number, result: SendResult, endpointOff: boolean): Promise<void> {
    const em = this.orm.em.fork() as EntityManager;
    await em.transactional(async (tx) => {
      const delivery = await tx.findOne(WebhookDeliveryEntity, { id: deliveryId }, { populate: ['endpoint'] });
      // The endpoint was deleted meanwhile (its log with it): nothing to record.
      if (!delivery) return;
      const endpoint = delivery.endpoint;
      const now = new Date();
      delivery.lastAttemptAt = now;
      delivery.responseStatus = result.status;
      delivery.lastError = result.error?.slice(0, 1000) ?? null;
      if (endpointOff) {
        delivery.status = 'failed';
        delivery.nextAttemptAt = null;
        return;
      }
      delivery.attempts += 1;
      if (result.ok) {
        delivery.status = 'delivered';
        delivery.deliveredAt = now;
        delivery.nextAttemptAt = null;
        endpoint.failingSince = null;
        return;
      }
      log('commerce', 'warn', 'webhook not delivered', {
        deliveryId,
        endpointId: endpoint.id,
        attempts: delivery.attempts,
        error: delivery.lastError,
      });
      endpoint.failingSince ??= now;
      if (result.status === 410) {
        delivery.status = 'failed';
        delivery.nextAttemptAt = null;
        await this.disable(tx, endpoint, 'The endpoint answered 410 Gone.');
        return;
      }
      const next = nextAttemptAt(delivery.createdAt, delivery.attempts, this.options.retryScale ?? 1, now);
      delivery.status = next ? 'pending' : 'failed';
      delivery.nextAttemptAt = next;
      if (now.getTime() - endpoint.failingSince.getTime() >= DISABLE_AFTER_FAILING_MS)
        await this.disable(tx, endpoint, 'Every delivery failed for 24 hours.');
    });
  }

  private disable(tx: EntityManager, endpoint: WebhookEndpointEntity, reason: string): Promise<void> {
    return disableWebhookEndpoint(tx, endpoint, reason);
  }
}
