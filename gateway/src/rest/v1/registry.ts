import { z } from 'zod';
import { defineRoute, type AnyRouteSpec } from '../route-spec';
import { Product, ProductIdParams } from '../schemas/products';
import { queryText } from '../schemas/fields';
import { Wallet } from '../schemas/account';
import { Order, OrderIdParams } from '../schemas/orders';
import { Claim, SubmitClaimBody } from '../schemas/claims';
import { V1OrderBody, V1_MAX_QUANTITY } from './orders.schemas';
import { PROBLEM_CONTENT_TYPE, ProblemAnswer } from './problem';
import {
  CreatedWebhook,
  RolledWebhookSecret,
  RollWebhookSecretBody,
  WebhookBody,
  WebhookDelivery,
  WebhookDeliveryParams,
  WebhookEndpoint,
  WebhookIdParams,
} from './webhooks.schemas';

/**
 * The reseller API (issue 37) under `/api/v1`: declared here, mounted before the sessions
 * (`v1/index.ts`), documented in /api/openapi.json with the `apiKey` bearer scheme. Paths are
 * below /api, as the facade's.
 */

export const V1_DEFAULT_LIMIT = 20;
export const V1_MAX_LIMIT = 100;

export const V1ProductsQuery = z.object({
  game: queryText('game', 33).meta({ description: 'A game slug (lol) or id (1).' }),
  accountType: queryText('accountType', 32),
  subCategory: queryText('subCategory', 32),
  server: queryText('server', 8),
  cursor: queryText('cursor', 64).meta({ description: '`nextCursor` of the previous page; absent: the first page.' }),
  limit: queryText('limit', 4)
    .transform((value, ctx) => {
      if (value === undefined) return V1_DEFAULT_LIMIT;
      const limit = /^\d+$/.test(value) ? Number(value) : NaN;
      if (!(limit >= 1 && limit <= V1_MAX_LIMIT)) {
        ctx.addIssue({ code: 'custom', message: `limit must be a whole number from 1 to ${V1_MAX_LIMIT}.` });
        return z.NEVER;
      }
      return limit;
    })
    .meta({ description: `Products per page, 1 to ${V1_MAX_LIMIT} (default ${V1_DEFAULT_LIMIT}).` }),
});

export const V1ProductPage = z
  .object({
    items: z.array(Product),
    nextCursor: z.string().nullable().meta({ description: 'The next page’s cursor; null on the last page.' }),
  })
  .meta({ id: 'ProductPage' });

const json = (description: string, schema: z.ZodType) => ({ description, schema });
const problem = (description: string) => ({ description, schema: ProblemAnswer, contentType: PROBLEM_CONTENT_TYPE });

/** An order as the reseller API answers it: never its credentials (those need `credentials:read`). */
export const V1Order = Order.omit({ accountDetails: true }).meta({ id: 'ApiOrder' });

export const V1Orders = z
  .object({ orders: z.array(V1Order).meta({ description: 'One order per unit bought, in id order.' }) })
  .meta({ id: 'ApiOrders' });

export const V1OrderCredentials = z
  .object({
    orderId: z.number().int(),
    accountDetails: z.string().meta({ description: "The delivered account's credentials." }),
  })
  .meta({ id: 'ApiOrderCredentials' });

const IDEMPOTENCY_REQUIRED = {
  'Idempotency-Key':
    'Required (1 to 255 printable ASCII characters, e.g. a UUID): the first answer is kept with the request and replayed for 24 hours (`Idempotent-Replayed: true`).',
};

export const V1_ROUTES = {
  v1Products: defineRoute({
    method: 'get',
    path: '/v1/products',
    tag: 'Reseller API',
    summary:
      'Products that can be bought now, by id, filtered as the storefront filters (game, accountType, subCategory, server), a page at a time (`cursor`, `limit`). Scope `products:read`.',
    access: 'apiKey',
    scope: 'products:read',
    query: V1ProductsQuery,
    answers: { 200: json('A page of products.', V1ProductPage) },
  }),
  v1Product: defineRoute({
    method: 'get',
    path: '/v1/products/:id',
    tag: 'Reseller API',
    summary: 'One product. Scope `products:read`.',
    access: 'apiKey',
    scope: 'products:read',
    params: ProductIdParams,
    answers: {
      200: json('The product.', Product),
      404: { description: 'No such product.', schema: ProblemAnswer, contentType: PROBLEM_CONTENT_TYPE },
    },
  }),
  v1PlaceOrder: defineRoute({
    method: 'post',
    path: '/v1/orders',
    tag: 'Reseller API',
    summary: `Buys \`quantity\` units (1 to ${V1_MAX_QUANTITY}) of one product from the key owner's wallet, all or nothing, exactly once per Idempotency-Key. Scope \`orders:write\`.`,
    access: 'apiKey',
    scope: 'orders:write',
    headers: IDEMPOTENCY_REQUIRED,
    body: V1OrderBody,
    answers: {
      201: json('The orders, one per unit (their credentials: GET /api/v1/orders/{id}/credentials).', V1Orders),
      400: problem(
        'No Idempotency-Key (IDEMPOTENCY_KEY_REQUIRED), a bad productId or quantity (BAD_USER_INPUT), or not enough balance (INSUFFICIENT_BALANCE, with `balance` and `price`).',
      ),
      403: problem('The key lacks `orders:write`, or the wallet is on hold (ACCOUNT_ON_HOLD).'),
      404: problem('No such product, or it is not for sale (PRODUCT_NOT_FOUND).'),
      409: problem(
        'Not enough stock (OUT_OF_STOCK), the product sold (PRODUCT_SOLD), or a request with this Idempotency-Key is still in flight (IDEMPOTENCY_KEY_IN_FLIGHT).',
      ),
      422: problem('This Idempotency-Key was used with another request (IDEMPOTENCY_KEY_REUSED).'),
    },
  }),
  v1Order: defineRoute({
    method: 'get',
    path: '/v1/orders/:id',
    tag: 'Reseller API',
    summary: "One of the key owner's orders (a refund shows as status `refunded`). Scope `orders:read`.",
    access: 'apiKey',
    scope: 'orders:read',
    params: OrderIdParams,
    answers: {
      200: json('The order, without its credentials.', V1Order),
      404: problem("No such order of the key's owner."),
    },
  }),
  v1OrderCredentials: defineRoute({
    method: 'get',
    path: '/v1/orders/:id/credentials',
    tag: 'Reseller API',
    summary:
      "A delivered order's credentials, for the key owner's order only; audited as credentials.reveal. Scope `credentials:read`.",
    access: 'apiKey',
    scope: 'credentials:read',
    params: OrderIdParams,
    answers: {
      200: json('The credentials (`Cache-Control: no-store`).', V1OrderCredentials),
      404: problem("No such order of the key's owner."),
      409: problem('The order has no credentials to read (not delivered yet, or cancelled): NOT_DELIVERED.'),
    },
  }),
  v1SubmitClaim: defineRoute({
    method: 'post',
    path: '/v1/orders/:id/claims',
    tag: 'Reseller API',
    summary:
      "A warranty claim on one of the key owner's delivered orders, under the shop's warranty rules (window, replacement limit, one open claim, the admin's rules that replace at once on evidence), exactly once per Idempotency-Key. Scope `orders:write`.",
    access: 'apiKey',
    scope: 'orders:write',
    headers: IDEMPOTENCY_REQUIRED,
    params: OrderIdParams,
    body: SubmitClaimBody,
    answers: {
      201: json('The claim (status submitted, or replaced or waiting_stock by the rules).', Claim),
      400: problem('No Idempotency-Key (IDEMPOTENCY_KEY_REQUIRED), or a bad reason or message (BAD_USER_INPUT).'),
      403: problem('The key lacks `orders:write`, or the wallet is on hold (ACCOUNT_ON_HOLD).'),
      404: problem("No such order of the key's owner."),
      409: problem(
        'Outside the warranty window (WARRANTY_EXPIRED, with `endedAt`), over its replacement limit (REPLACEMENT_LIMIT_REACHED, with `limit`), a claim already open (CLAIM_ALREADY_OPEN, with `claimId`), the order not delivered, cancelled or refunded (ORDER_NOT_CLAIMABLE), or a request with this Idempotency-Key still in flight (IDEMPOTENCY_KEY_IN_FLIGHT).',
      ),
      422: problem('This Idempotency-Key was used with another request (IDEMPOTENCY_KEY_REUSED).'),
    },
  }),
  v1Wallet: defineRoute({
    method: 'get',
    path: '/v1/wallet',
    tag: 'Reseller API',
    summary: "The key owner's wallet: balance (exact decimal string) and whether it is on hold. Scope `wallet:read`.",
    access: 'apiKey',
    scope: 'wallet:read',
    answers: { 200: json('The wallet.', Wallet) },
  }),
  v1CreateWebhook: defineRoute({
    method: 'post',
    path: '/v1/webhooks',
    tag: 'Reseller API',
    summary:
      'Adds a webhook endpoint (https, a public address: checked now and at every delivery); events are signed (Standard Webhooks) with the `whsec_` secret answered this once. Scope `webhooks:write`.',
    access: 'apiKey',
    scope: 'webhooks:write',
    headers: IDEMPOTENCY_REQUIRED,
    body: WebhookBody,
    answers: {
      201: json('The endpoint and its secret, shown only now.', CreatedWebhook),
      400: problem(
        'No Idempotency-Key (IDEMPOTENCY_KEY_REQUIRED), or a refused URL or unknown event (BAD_USER_INPUT; the detail says why, e.g. a loopback address).',
      ),
      403: problem('The key lacks `webhooks:write`.'),
      409: problem('A request with this Idempotency-Key is still in flight (IDEMPOTENCY_KEY_IN_FLIGHT).'),
      422: problem('This Idempotency-Key was used with another request (IDEMPOTENCY_KEY_REUSED).'),
    },
  }),
  v1Webhooks: defineRoute({
    method: 'get',
    path: '/v1/webhooks',
    tag: 'Reseller API',
    summary: "The key owner's webhook endpoints (never their secrets). Scope `webhooks:write`.",
    access: 'apiKey',
    scope: 'webhooks:write',
    answers: { 200: json('The endpoints.', z.array(WebhookEndpoint)) },
  }),
  v1DeleteWebhook: defineRoute({
    method: 'delete',
    path: '/v1/webhooks/:id',
    tag: 'Reseller API',
    summary: 'Deletes an endpoint with its delivery log; nothing more is sent to it. Scope `webhooks:write`.',
    access: 'apiKey',
    scope: 'webhooks:write',
    params: WebhookIdParams,
    answers: { 204: { description: 'Deleted.' }, 404: problem("No such endpoint of the key's owner.") },
  }),
  v1WebhookDeliveries: defineRoute({
    method: 'get',
    path: '/v1/webhooks/:id/deliveries',
    tag: 'Reseller API',
    summary:
      "An endpoint's delivery log, newest first (at most 100): each event's status, attempts, last response code, last error and next attempt. Scope `webhooks:write`.",
    access: 'apiKey',
    scope: 'webhooks:write',
    params: WebhookIdParams,
    answers: {
      200: json('The deliveries.', z.array(WebhookDelivery)),
      404: problem("No such endpoint of the key's owner."),
    },
  }),
  v1RedeliverWebhook: defineRoute({
    method: 'post',
    path: '/v1/webhooks/:id/deliveries/:deliveryId/redeliver',
    tag: 'Reseller API',
    summary:
      'Queues a delivery again, attempted at once (same `webhook-id` and payload); enables a disabled endpoint again. Scope `webhooks:write`.',
    access: 'apiKey',
    scope: 'webhooks:write',
    headers: IDEMPOTENCY_REQUIRED,
    params: WebhookDeliveryParams,
    answers: {
      201: json('The new delivery.', WebhookDelivery),
      400: problem('No Idempotency-Key (IDEMPOTENCY_KEY_REQUIRED).'),
      404: problem("No such endpoint or delivery of the key's owner."),
    },
  }),
  v1RollWebhookSecret: defineRoute({
    method: 'post',
    path: '/v1/webhooks/:id/roll-secret',
    tag: 'Reseller API',
    summary:
      'A new signing secret; the old one keeps signing for `overlapHours` (default 24, 0 ends it now), so deliveries carry two signatures meanwhile. Scope `webhooks:write`.',
    access: 'apiKey',
    scope: 'webhooks:write',
    headers: IDEMPOTENCY_REQUIRED,
    params: WebhookIdParams,
    body: RollWebhookSecretBody,
    answers: {
      200: json('The new secret, shown only now.', RolledWebhookSecret),
      400: problem('No Idempotency-Key (IDEMPOTENCY_KEY_REQUIRED), or a bad overlapHours (BAD_USER_INPUT).'),
      404: problem("No such endpoint of the key's owner."),
    },
  }),
} satisfies Record<string, AnyRouteSpec>;

export const V1_ROUTE_LIST: readonly AnyRouteSpec[] = Object.values(V1_ROUTES);
