import type { Request, RequestHandler, Router } from 'express';
import { SECOND_FACTOR_ENROLMENT_REQUIRED } from '@shop/server-kit';
import { sessionIsAdmin, sessionNeedsSecondFactor } from '../session/session';
import { OperationError } from './execute';
import { ROUTE_LIST } from './registry';
import type { Method } from './route-spec';

/**
 * Every admin-only route of the facade, by method (express paths under /api): the routes the
 * registry (registry.ts) declares with access `admin`. The facade mounts `requireAdmin` on these
 * before it parses or reads any body, so a guest gets 401 and a customer 403 whatever they send:
 * never a 400 about a field, and never a 10 MB import body parsed for someone who may not import.
 * The subgraphs still check the admin flag fresh on every operation; this is the facade's own first
 * refusal. `security/admin-gate.test.ts` checks every route of the facade against it.
 */
export const ADMIN_ROUTES: Readonly<Record<Method, readonly string[]>> = (() => {
  const byMethod: Record<Method, string[]> = { get: [], post: [], put: [], patch: [], delete: [] };
  for (const route of ROUTE_LIST) if (route.access === 'admin') byMethod[route.method].push(route.path);
  return byMethod;
})();

/** The 403 of a signed-in non-admin: for staff who must set up a second factor first, with the code clients act on. */
export function notAdminError(req: Request, message = 'Admins only.'): OperationError {
  return sessionNeedsSecondFactor(req)
    ? new OperationError(403, SECOND_FACTOR_ENROLMENT_REQUIRED, 'FORBIDDEN', { secondFactorEnrolmentRequired: true })
    : new OperationError(403, message, 'FORBIDDEN');
}

/** Told of each refusal (the audit log records a signed-in user's; a guest's goes to the process log). */
export type AdminRefusalRecorder = (req: Request, status: 401 | 403) => void;

/** 401 for a guest, 403 for a signed-in customer; admin as decided fresh for this request (session.ts `freshRights`), never the session's copy. */
export function adminGate(refused?: AdminRefusalRecorder): RequestHandler {
  return (req, _res, next) => {
    if (req.session?.userId === undefined) {
      refused?.(req, 401);
      throw new OperationError(401, 'Please log in first.', 'UNAUTHENTICATED');
    }
    if (!sessionIsAdmin(req)) {
      refused?.(req, 403);
      throw notAdminError(req);
    }
    next();
  };
}

export const requireAdmin = adminGate();

/** Puts the admin gate in front of every admin route; mount it before the body parsers. */
export function gateAdminRoutes(router: Router, refused?: AdminRefusalRecorder): void {
  const gate = adminGate(refused);
  for (const [method, paths] of Object.entries(ADMIN_ROUTES) as [Method, readonly string[]][]) {
    if (paths.length) router[method]([...paths], gate);
  }
}
