import { isUtf8 } from 'node:buffer';
import type { ApolloServer } from '@apollo/server';
import express, { type ErrorRequestHandler, type Request, Router } from 'express';
import { isUnavailableError, log, UNAVAILABLE_MESSAGE } from '@shop/server-kit';
import type { AuditLog } from '../audit/audit-log';
import { adminRefusalRecorder } from '../audit/admin-refusals';
import type { IdempotencyStore } from '../middleware/idempotency';
import type { ContextFactory, GatewayContext } from '../graphql/context';
import type { WindowLimit } from '../throttle/throttle-config';
import { adminCatalogRoutes, IMPORT_BODY_LIMIT, IMPORT_ROUTES } from './admin-catalog.routes';
import { gateAdminRoutes } from './admin-gate';
import { gateFileRoutes } from './files/file-gate';
import type { Throttles } from '../throttle/throttles';
import { unitRoutes } from './units.routes';
import { adminRoutes } from './admin.routes';
import { apiKeyRoutes } from './api-keys.routes';
import { authRoutes } from './auth.routes';
import { catalogRoutes } from './catalog.routes';
import { OperationError } from './execute';
import { facadeDeps } from './facade-deps';
import { notificationRoutes } from './notifications.routes';
import { trustRoutes } from './trust.routes';
import { alertRoutes, claimRoutes } from './warranty.routes';
import { orderRoutes } from './orders.routes';
import { paymentRoutes } from './payments.routes';
import { rejectUnsafeInput } from './params';
import { productRoutes } from './products.routes';
import type { ProductReads } from './public-products';
import { ticketRoutes } from './tickets.routes';
import { userRoutes } from './users.routes';
import { walletRoutes } from './wallet.routes';

/** Routes that move money and accept an `Idempotency-Key` (`middleware/idempotency.ts`). */
export const IDEMPOTENT_ROUTES = ['/orders', '/orders/checkout', '/wallet/deposit'];

/**
 * The documented `/api` routes. Each translates HTTP to one typed GraphQL operation; errors follow
 * the spec's convention: a non-OK status and a JSON body with a readable `message` (and `error`
 * for order failures).
 */
export function restFacade(
  apollo: ApolloServer<GatewayContext>,
  options: {
    context: ContextFactory;
    audit: AuditLog;
    idempotency: IdempotencyStore;
    publicProducts: ProductReads;
    depositThrottle?: WindowLimit | null;
    /** Support's /graphql URL (its file routes are beside it). */
    supportUrl?: string;
    /** The throttles (null with `RATE_LIMITS=off`): file routes count per account and address. */
    throttles?: Throttles | null;
  },
): Router {
  const deps = facadeDeps(apollo, options);
  const router = Router();
  // Admin routes refuse guests (401) and customers (403) before any body is parsed or read.
  gateAdminRoutes(router, adminRefusalRecorder(options.audit));
  // File routes refuse guests (401) and callers past their file throttle (429) the same way.
  gateFileRoutes(router, options.throttles ?? null);
  // Bulk imports carry up to 10,000 lines; every other route keeps the 1 MB limit.
  router.post(IMPORT_ROUTES, express.json({ limit: IMPORT_BODY_LIMIT, verify: requireUtf8 }));
  router.use(express.json({ limit: '1mb', verify: requireUtf8 }));
  router.use(rejectUnsafeInput);
  router.post(IDEMPOTENT_ROUTES, options.idempotency.middleware());
  router.use(authRoutes(deps));
  router.use(apiKeyRoutes(deps));
  router.use(productRoutes(deps));
  router.use(catalogRoutes(deps));
  router.use(walletRoutes(deps));
  router.use(orderRoutes(deps));
  router.use(claimRoutes(deps));
  router.use(alertRoutes(deps));
  router.use(paymentRoutes(deps));
  router.use(notificationRoutes(deps));
  router.use(trustRoutes(deps));
  router.use(userRoutes(deps));
  router.use(adminRoutes(deps));
  router.use(ticketRoutes(deps));
  router.use(adminCatalogRoutes(deps));
  router.use(unitRoutes(deps));
  router.use(() => {
    throw new OperationError(404, 'Not found', 'NOT_FOUND');
  });
  router.use(restErrorHandler);
  return router;
}

/**
 * A JSON body must be UTF-8 (RFC 8259): body-parser would decode broken bytes to U+FFFD, and a
 * route that reads no body (or no field of it) would then answer as if nothing were wrong.
 */
function requireUtf8(_req: unknown, _res: unknown, bytes: Buffer): void {
  if (!isUtf8(bytes)) throw Object.assign(new Error('not UTF-8'), { status: 400, type: 'encoding.invalid' });
}

/** Client errors of express and body-parser (`error.type`), in words a caller can act on. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body.',
  'entity.too.large': 'The request body is too large.',
  'entity.verify.failed': 'Malformed request body.',
  'encoding.unsupported': 'Unsupported content encoding.',
  'charset.unsupported': 'Unsupported charset: send UTF-8.',
  'encoding.invalid': 'Malformed JSON body: it is not valid UTF-8.',
  'request.aborted': 'The request was aborted.',
  'request.size.invalid': 'The request body does not match its Content-Length.',
  'parameters.too.many': 'Too many parameters.',
};

function errorBody(message: string, extra: Record<string, unknown> = {}) {
  // The spec's order failures carry `error`; every error answer does, so a client reads one shape.
  return { message, error: message, ...extra };
}

/** Errors raised before Apollo reads a /graphql request (a malformed JSON body) keep the GraphQL answer shape. */
function isGraphqlRequest(req: Request): boolean {
  return req.originalUrl.startsWith('/graphql');
}

/** How long a client should wait before retrying during an outage (a restart takes seconds). */
const UNAVAILABLE_RETRY_AFTER_S = 5;

export const restErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  const requestId = String(res.locals.requestId ?? '');
  if (res.headersSent) {
    // Too late for an error answer (a failure after the response began): express ends the connection.
    log('gateway', 'error', 'error after the response began', { requestId, path: req.path, error: String(error) });
    next(error);
    return;
  }
  const send = (status: number, message: string, code: string, extra: Record<string, unknown> = {}) => {
    if (isGraphqlRequest(req)) res.status(status).json({ errors: [{ message, extensions: { code, ...extra } }] });
    else res.status(status).json(errorBody(message, { code, ...extra }));
  };
  if (error instanceof OperationError) {
    const retryAfter = error.extensions.retryAfter;
    if (error.status === 429)
      res.setHeader(
        'Retry-After',
        typeof retryAfter === 'number' || typeof retryAfter === 'string' ? String(retryAfter) : '60',
      );
    if (error.status === 503) res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    send(error.status, error.message, error.code, {
      ...error.extensions,
      ...(error.status >= 500 ? { requestId } : {}),
    });
    return;
  }
  const { status, type } = error as { status?: number; type?: string };
  if (status && status >= 400 && status < 500) {
    // A path segment that is not valid percent-encoding (`/api/products/%E0%A4%A`) fails in the router's decodeURIComponent.
    const message =
      (type && CLIENT_ERROR_MESSAGES[type]) ?? (error instanceof URIError ? 'Malformed URL encoding.' : 'Bad request.');
    send(status, message, 'BAD_REQUEST');
    return;
  }
  if (isUnavailableError(error)) {
    // The session store (PostgreSQL) is out of reach: an outage the client may retry, not a bug.
    log('gateway', 'warn', 'a database or service is unreachable', { requestId, path: req.path, error: String(error) });
    res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    send(503, UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE');
    return;
  }
  log('gateway', 'error', 'unhandled error', {
    requestId,
    path: req.path,
    error: String((error as Error)?.stack ?? error),
  });
  send(500, 'Internal server error', 'INTERNAL_SERVER_ERROR', { requestId });
};
