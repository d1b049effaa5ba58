import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '@shop/server-kit';
import { isWebhookEvent, WEBHOOK_EVENTS, type WebhookEvent } from '@shop/shared';
import { UserEntity } from '../user/user.entity';
import { credentialVault, forWebhook } from '../vault/credential-vault';
import { checkWebhookUrl, WebhookUrlRefused, type WebhookGuardSettings } from './ssrf-guard';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { disableWebhookEndpoint } from './webhook-disable';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

export const WEBHOOK_NOT_FOUND = 'Webhook endpoint not found.';
export const DELIVERY_NOT_FOUND = 'Delivery not found.';
export const MAX_ENDPOINTS_PER_USER = 10;
export const MAX_URL_LENGTH = 2048;
export const DEFAULT_SECRET_OVERLAP_HOURS = 24;
export const MAX_SECRET_OVERLAP_HOURS = 24 * 7;
/** The deliveries route answers the newest this many. */
export const DELIVERY_LOG_LIMIT = 100;
export const MAX_DISABLE_REASON_LENGTH = 200;

/** Who asks: the owner (only their own endpoints; another's is NOT_FOUND) or an admin (any endpoint, the panel). */
export type WebhookScope = { ownerId: number } | { admin: true };

const endpointWhere = (scope: WebhookScope, id: number) => ('ownerId' in scope ? { id, user: scope.ownerId } : { id });

/** A `whsec_` secret as the Standard Webhooks spec writes it: 32 random bytes, base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * Webhook endpoints of the reseller API (issue 37 item 5, docs/decisions/0072-webhooks.md), each
 * acting for its owner only (another owner's endpoint is answered as none, 404), or for an admin
 * where a method takes a `WebhookScope` (the panel's delivery log and Redeliver). The URL passes
 * the SSRF guard when saved (and again at every delivery, webhook.worker.ts).
 */
export class WebhookService {
  constructor(
    private readonly em: EntityManager,
    private readonly guard: WebhookGuardSettings,
  ) {}

  list(userId: number): Promise<WebhookEndpointEntity[]> {
    return this.em.find(
      WebhookEndpointEntity,
      { user: userId },
      { orderBy: { id: 'asc' }, limit: MAX_ENDPOINTS_PER_USER },
    );
  }

  async create(
    userId: number,
    input: { url: string; events: string[] },
  ): Promise<{ endpoint: WebhookEndpointEntity; secret: string }> {
    const events = checkedEvents(input.events);
    const url = await this.checkedUrl(input.url);
    if ((await this.em.count(WebhookEndpointEntity, { user: userId })) >= MAX_ENDPOINTS_PER_USER)
      throw badInput(`An account holds at most ${MAX_ENDPOINTS_PER_USER} webhook endpoints: delete one first.`);
    const secret = newWebhookSecret();
    const endpoint = await this.em.transactional(async (tx) => {
      // The row first (its id binds the sealed secret), then the secret sealed for it.
      const row = tx.create(WebhookEndpointEntity, {
        user: tx.getReference(UserEntity, userId),
        url,
        events,
        secret: '',
      });
      await tx.flush();
      row.secret = credentialVault().seal(secret, forWebhook(row.id));
      return row;
    });
    return { endpoint, secret };
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.em.nativeDelete(WebhookEndpointEntity, { id, user: userId }))) throw notFound(WEBHOOK_NOT_FOUND);
  }

  async own(scope: WebhookScope, id: number): Promise<WebhookEndpointEntity> {
    const row = await this.em.findOne(WebhookEndpointEntity, endpointWhere(scope, id));
    if (!row) throw notFound(WEBHOOK_NOT_FOUND);
    return row;
  }

  /** The endpoint's delivery log, newest first. */
  async deliveries(scope: WebhookScope, id: number): Promise<WebhookDeliveryEntity[]> {
    await this.own(scope, id);
    return this.em.find(
      WebhookDeliveryEntity,
      { endpoint: id },
      { orderBy: { id: 'desc' }, limit: DELIVERY_LOG_LIMIT },
    );
  }

  /**
   * Queues the delivery again as a new row (same `webhook-id` and payload, so a receiver that
   * already has it can tell), attempted at once. A disabled endpoint is enabled again by this.
   */
  async redeliver(scope: WebhookScope, id: number, deliveryId: number): Promise<WebhookDeliveryEntity> {
    return this.em.transactional(async (tx) => {
      const endpoint = await tx.findOne(WebhookEndpointEntity, endpointWhere(scope, id));
      if (!endpoint) throw notFound(WEBHOOK_NOT_FOUND);
      const original = await tx.findOne(WebhookDeliveryEntity, { id: deliveryId, endpoint: id });
      if (!original) throw notFound(DELIVERY_NOT_FOUND);
      if (endpoint.status !== 'active') {
        endpoint.status = 'active';
        endpoint.disabledReason = null;
        endpoint.failingSince = null;
      }
      return tx.create(WebhookDeliveryEntity, {
        endpoint,
        messageId: original.messageId,
        eventType: original.eventType,
        payload: original.payload,
        nextAttemptAt: new Date(),
      });
    });
  }

  /**
   * An admin stops an endpoint (the owner is e-mailed, as when the worker disables one) or lets it
   * receive again (the owner's Redeliver enables it too); events from while it was disabled are not
   * queued again.
   */
  async setActive(id: number, active: boolean, reason?: string | null): Promise<WebhookEndpointEntity> {
    const why = (reason ?? '').trim();
    if (!active && (!why || why.length > MAX_DISABLE_REASON_LENGTH))
      throw badInput(`Give a reason of 1 to ${MAX_DISABLE_REASON_LENGTH} characters (the owner is told it).`, {
        field: 'reason',
      });
    return this.em.transactional(async (tx) => {
      const endpoint = await tx.findOne(WebhookEndpointEntity, { id });
      if (!endpoint) throw notFound(WEBHOOK_NOT_FOUND);
      endpoint.failingSince = null;
      if (!active) await disableWebhookEndpoint(tx, endpoint, `Disabled by an admin: ${why}`);
      else {
        endpoint.status = 'active';
        endpoint.disabledReason = null;
      }
      return endpoint;
    });
  }

  /** A new secret; the old one keeps signing for `overlapHours` (default 24, 0 ends it now), so deliveries carry both signatures. */
  async rollSecret(userId: number, id: number, overlapHours: number | null | undefined): Promise<string> {
    const hours = overlapHours ?? DEFAULT_SECRET_OVERLAP_HOURS;
    if (!Number.isInteger(hours) || hours < 0 || hours > MAX_SECRET_OVERLAP_HOURS)
      throw badInput(`overlapHours must be a whole number of hours from 0 to ${MAX_SECRET_OVERLAP_HOURS}.`, {
        field: 'overlapHours',
      });
    const secret = newWebhookSecret();
    await this.em.transactional(async (tx) => {
      const endpoint = await tx.findOne(WebhookEndpointEntity, { id, user: userId });
      if (!endpoint) throw notFound(WEBHOOK_NOT_FOUND);
      endpoint.previousSecret = hours > 0 ? endpoint.secret : null;
      endpoint.previousExpiresAt = hours > 0 ? new Date(Date.now() + hours * 3_600_000) : null;
      endpoint.secret = credentialVault().seal(secret, forWebhook(endpoint.id));
    });
    return secret;
  }

  private async checkedUrl(raw: string): Promise<string> {
    const text = raw.trim();
    if (!text || text.length > MAX_URL_LENGTH)
      throw badInput(`Give the webhook a URL of 1 to ${MAX_URL_LENGTH} characters.`, { field: 'url' });
    try {
      return (await checkWebhookUrl(text, this.guard)).href;
    } catch (error) {
      if (error instanceof WebhookUrlRefused) throw badInput(error.message, { field: 'url' });
      throw error;
    }
  }
}

function checkedEvents(events: string[]): WebhookEvent[] {
  const unknown = events.find((event) => !isWebhookEvent(event));
  if (unknown !== undefined)
    throw badInput(`Unknown event '${String(unknown).slice(0, 40)}': use ${WEBHOOK_EVENTS.join(', ')}.`, {
      field: 'events',
    });
  const known = [...new Set(events)].filter(isWebhookEvent);
  if (!known.length) throw badInput('Subscribe the webhook to at least one event.', { field: 'events' });
  return known;
}
