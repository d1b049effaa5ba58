import { WEBHOOK_EVENTS, isWebhookEvent } from '@shop/shared';
import { z } from 'zod';
import { idParam, jsonBody } from '../schemas/fields';

/** Webhooks of the reseller API (issue 37 item 5, docs/api.md "Webhooks"). Commerce checks every rule again. */

export const WebhookIdParams = z.object({ id: idParam('webhook id') });
export const WebhookDeliveryParams = z.object({ id: idParam('webhook id'), deliveryId: idParam('delivery id') });

const URL_MESSAGE = 'url must be an https:// URL of at most 2048 characters.';
const EVENTS_MESSAGE = `events must be a list of: ${WEBHOOK_EVENTS.join(', ')}.`;

export const WebhookBody = jsonBody({
  url: z
    .string({ error: URL_MESSAGE })
    .trim()
    .min(1, { error: URL_MESSAGE })
    .max(2048, { error: URL_MESSAGE })
    .meta({ description: 'https://… on a public address (checked when saved and at every delivery).' }),
  events: z
    .array(z.string({ error: EVENTS_MESSAGE }), { error: EVENTS_MESSAGE })
    .min(1, { error: 'Subscribe the webhook to at least one event.' })
    .max(WEBHOOK_EVENTS.length * 2, { error: EVENTS_MESSAGE })
    .superRefine((values, ctx) => {
      const unknown = values.find((value) => !isWebhookEvent(value));
      if (unknown !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: `Unknown event '${unknown.slice(0, 40)}': use ${WEBHOOK_EVENTS.join(', ')}.`,
        });
    })
    .meta({ items: { enum: [...WEBHOOK_EVENTS] } }),
});

const OVERLAP_MESSAGE = 'overlapHours must be a whole number of hours from 0 to 168.';
export const RollWebhookSecretBody = jsonBody({
  overlapHours: z
    .number({ error: OVERLAP_MESSAGE })
    .int({ error: OVERLAP_MESSAGE })
    .min(0, { error: OVERLAP_MESSAGE })
    .max(168, { error: OVERLAP_MESSAGE })
    .optional()
    .meta({ default: 24 }),
});

export const WebhookEndpoint = z
  .object({
    id: z.number().int(),
    url: z.string(),
    events: z.array(z.string()),
    status: z.enum(['active', 'disabled']),
    disabledReason: z.string().nullable(),
    createdAt: z.string(),
    previousSecretExpiresAt: z
      .string()
      .nullable()
      .meta({ description: 'While a rolled secret overlaps: when the old one stops signing.' }),
  })
  .meta({ id: 'WebhookEndpoint' });

export const CreatedWebhook = z
  .object({
    id: z.number().int(),
    secret: z.string().meta({ description: 'The `whsec_…` signing secret, shown only now.' }),
  })
  .meta({ id: 'CreatedWebhook' });

export const RolledWebhookSecret = z
  .object({ secret: z.string().meta({ description: 'The new `whsec_…` secret, shown only now.' }) })
  .meta({ id: 'RolledWebhookSecret' });

export const WebhookDelivery = z
  .object({
    id: z.number().int(),
    messageId: z.string().meta({ description: 'The `webhook-id` header (the same on every attempt and redelivery).' }),
    eventType: z.string(),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    responseStatus: z.number().int().nullable(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    lastAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    deliveredAt: z.string().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
