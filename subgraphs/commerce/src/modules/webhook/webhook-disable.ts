import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailOutboxEntity } from '../mail/email-outbox.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

/**
 * Disables an endpoint (nothing more is queued for it; its pending rows fail unsent) and e-mails
 * its owner through the e-mail outbox, in the caller's transaction: after a 410, after 24 hours of
 * failures (webhook.worker.ts), or by an admin (webhook.service.ts).
 */
export async function disableWebhookEndpoint(
  tx: EntityManager,
  endpoint: WebhookEndpointEntity,
  reason: string,
): Promise<void> {
  endpoint.status = 'disabled';
  endpoint.disabledReason = reason;
  const owner = await tx.findOne(WebhookEndpointEntity, { id: endpoint.id }, { populate: ['user'] });
  const email = owner?.user.email;
  if (!email) return;
  tx.create(EmailOutboxEntity, {
    toAddress: email,
    subject: 'A webhook endpoint of yours was disabled',
    body: [
      'Hello,',
      '',
      `Your webhook endpoint #${endpoint.id} (${endpoint.url}) was disabled: ${reason}`,
      'No more events are sent to it. Fix the receiver, then redeliver a delivery from its log',
      '(POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver) to enable it again.',
    ].join('\n'),
  });
}
