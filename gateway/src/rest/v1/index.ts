import express, { Router } from 'express';
import type { AuditLog } from '../../audit/audit-log';
import type { IdempotencyStore } from '../../middleware/idempotency';
import type { ThrottleStore } from '../../throttle/throttle-store';
import type { FacadeDeps } from '../facade-deps';
import { rejectUnsafeInput } from '../params';
import type { ProductReads } from '../public-products';
import { apiKeyAuthentication, requireScope } from './bearer';
import { requireIdempotencyKey } from './idempotency';
import { perKeyLimits } from './limits';
import { v1OrderRoutes } from './orders.routes';
import { Problem, problemHandler } from './problem';
import { v1ProductRoutes } from './products.routes';
import { V1_ROUTE_LIST } from './registry';
import { v1WebhookRoutes } from './webhooks.routes';

/**
 * The reseller API under `/api/v1` (issue 37, docs/api.md "The reseller API"), mounted before the
 * sessions (on /api, answering everything under /api/v1): an API key authenticates each request, a session cookie never does, and every error
 * is a problem detail. Nothing under /api/v1 falls through to the cookie routes.
 */
export function apiV1(options: {
  commerceUrl: string;
  publicProducts: ProductReads;
  server: FacadeDeps['server'];
  audit: AuditLog;
  idempotency: IdempotencyStore;
  /** The shop's throttle counters; `defaultLimits`: the shop's throttles are on, so keys without limits get the defaults. */
  throttleStore: ThrottleStore;
  defaultLimits: boolean;
}): Router {
  // Mounted on /api: the registry's paths are below /api (`/v1/products`), as the facade's.
  const router = Router();
  router.use(
    '/v1',
    apiKeyAuthentication(options.commerceUrl),
    perKeyLimits(options.throttleStore, { defaults: options.defaultLimits }),
    express.json({ limit: '64kb' }),
    rejectUnsafeInput,
  );
  // A write's scope is checked before its Idempotency-Key, so a refused key stores no answer.
  for (const route of V1_ROUTE_LIST) {
    if (route.method !== 'post' || !route.scope) continue;
    const scope = route.scope;
    router.post(route.path, (_req, res, next) => {
      requireScope(res, scope);
      next();
    });
  }
  router.post('/v1/*path', requireIdempotencyKey(options.idempotency));
  router.use(v1ProductRoutes(options.publicProducts));
  router.use(v1OrderRoutes({ server: options.server, audit: options.audit }));
  router.use(v1WebhookRoutes({ server: options.server }));
  router.use('/v1', () => {
    throw new Problem(404, 'NOT_FOUND', 'No such route in /api/v1.');
  });
  router.use('/v1', problemHandler);
  return router;
}
