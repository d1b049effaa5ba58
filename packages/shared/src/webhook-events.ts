/**
 * Every event a reseller's webhook endpoint may subscribe to (issue 37, item 5): commerce writes
 * them to its webhook outbox, the gateway's `/api/v1/webhooks` accepts these names.
 */
export const WEBHOOK_EVENTS = [
  'order.delivered',
  'order.replaced',
  'claim.updated',
  'product.restocked',
  'wallet.credited',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const isWebhookEvent = (value: unknown): value is WebhookEvent =>
  typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);
