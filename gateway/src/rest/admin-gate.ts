import type { RequestHandler, Router } from 'express';
import { sessionIsAdmin } from '../session/session';
import { OperationError } from './execute';

/**
 * Every admin-only route of the facade, by method (express paths under /api, as the routers
 * declare them). The facade mounts `requireAdmin` on these before it parses or reads any body, so
 * a guest gets 401 and a customer 403 whatever they send: never a 400 about a field, and never a
 * 10 MB import body parsed for someone who may not import. The subgraphs still check the admin
 * flag fresh on every operation; this is the facade's own first refusal.
 * `security/admin-gate.test.ts` checks every route of the facade against it.
 */
export const ADMIN_ROUTES = {
  get: [
    '/users',
    '/users/:id',
    '/users/:id/orders',
    '/users/:id/transactions',
    '/users/:id/activity',
    '/orders',
    '/orders/:id',
    '/notifications/admin',
    '/admin/audit',
    '/admin/import-batches',
    '/admin/products/export-accounts',
    '/products/:id/units',
    '/units/:id/credentials',
  ],
  post: [
    '/users',
    '/users/:id/release-hold',
    '/orders/:id/deliver',
    '/orders/:id/process',
    '/orders/:id/cancel',
    '/orders/:id/refund',
    '/payments/:id/refund',
    '/notifications',
    '/admin/reauth',
    '/admin/import-batches/:batchId/rollback',
    '/products',
    '/products/bulk-delete',
    '/products/bulk-import',
    '/products/bulk-import-new',
    '/products/:id/bulk-stock',
    '/game-categories',
    '/card-design/:gameSlug',
  ],
  put: ['/users/:id', '/notifications/:id', '/products/:id', '/game-categories/:id', '/units/:id'],
  patch: ['/users/:id/status', '/users/:id/admin', '/notifications/:id/status'],
  delete: ['/users/:id', '/notifications/:id', '/products/:id', '/game-categories/:id', '/units/:id'],
} as const;

/** 401 for a guest, 403 for a signed-in customer; admin as decided fresh for this request (session.ts `freshRights`), never the session's copy. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (req.session?.userId === undefined) throw new OperationError(401, 'Please log in first.', 'UNAUTHENTICATED');
  if (!sessionIsAdmin(req)) throw new OperationError(403, 'Admins only.', 'FORBIDDEN');
  next();
};

/** Puts `requireAdmin` in front of every admin route; mount it before the body parsers. */
export function gateAdminRoutes(router: Router): void {
  for (const [method, paths] of Object.entries(ADMIN_ROUTES) as [keyof typeof ADMIN_ROUTES, readonly string[]][]) {
    router[method]([...paths], requireAdmin);
  }
}
