import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import express, { type ErrorRequestHandler, type Request, type Response, Router } from 'express';
import { log } from '@shop/server-kit';
import type { AuditLog } from '../audit/audit-log';
import type { ContextFactory, GatewayContext } from '../graphql/context';
import { adminCatalogRoutes, IMPORT_BODY_LIMIT, IMPORT_ROUTES } from './admin-catalog.routes';
import { adminRoutes } from './admin.routes';
import { authRoutes } from './auth.routes';
import { catalogRoutes } from './catalog.routes';
import { OperationError, runOperation } from './execute';
import { notificationRoutes } from './notifications.routes';
import { orderRoutes } from './orders.routes';
import { productRoutes } from './products.routes';
import { ticketRoutes } from './tickets.routes';
import { userRoutes } from './users.routes';
import { walletRoutes } from './wallet.routes';

export interface FacadeDeps {
  server: {
    run<TData, TVariables extends Record<string, unknown>>(
      document: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
      context: GatewayContext,
    ): Promise<TData>;
  };
  context(req: Request, res: Response): GatewayContext;
  audit: AuditLog;
}

/**
 * The documented `/api` routes. Each translates HTTP to one typed GraphQL operation; errors follow
 * the spec's convention: a non-OK status and a JSON body with a readable `message` (and `error`
 * for order failures).
 */
export function restFacade(apollo: ApolloServer<GatewayContext>, options: { context: ContextFactory; audit: AuditLog }): Router {
  const deps: FacadeDeps = {
    server: { run: (document, variables, context) => runOperation(apollo, document, variables, context) },
    context: options.context,
    audit: options.audit,
  };
  const router = Router();
  // Bulk imports carry up to 10,000 lines; every other route keeps the 1 MB limit.
  router.post(IMPORT_ROUTES, express.json({ limit: IMPORT_BODY_LIMIT }));
  router.use(express.json({ limit: '1mb' }));
  router.use(authRoutes(deps));
  router.use(productRoutes(deps));
  router.use(catalogRoutes(deps));
  router.use(walletRoutes(deps));
  router.use(orderRoutes(deps));
  router.use(notificationRoutes(deps));
  router.use(userRoutes(deps));
  router.use(adminRoutes(deps));
  router.use(ticketRoutes(deps));
  router.use(adminCatalogRoutes(deps));
  router.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  router.use(restErrorHandler);
  return router;
}

export const restErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const requestId = String(res.locals.requestId ?? '');
  if (error instanceof OperationError) {
    const payload: Record<string, unknown> = { message: error.message, code: error.code, ...error.extensions };
    if (req.path.startsWith('/orders') || error.status === 429) payload.error = error.message;
    if (error.status === 429) res.setHeader('Retry-After', String(error.extensions.retryAfter ?? 60));
    if (error.status === 500) payload.requestId = requestId;
    res.status(error.status).json(payload);
    return;
  }
  const status = (error as { status?: number; type?: string }).status;
  if (status && status >= 400 && status < 500) {
    const message = (error as { type?: string }).type === 'entity.parse.failed' ? 'Malformed JSON body.' : 'Bad request.';
    res.status(status).json({ message });
    return;
  }
  log('gateway', 'error', 'unhandled error', { requestId, path: req.path, error: String((error as Error)?.stack ?? error) });
  res.status(500).json({ message: 'Internal server error', requestId });
};
