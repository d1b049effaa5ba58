import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isGraphqlMutation } from '../cache/graphql-reads';
import { isPublicRestRead } from '../cache/public-read-cache';
import { sessionIsAdmin } from '../session/session';
import { RATE_LIMITED, rateLimitMessage } from './rate-limited.error';
import type { Throttles } from './throttles';

/**
 * Reads that the response cache did not answer (`RATE_LIMIT_ANONYMOUS_READ`): each one reaches the
 * subgraphs, and a distinct filter or a query the cache does not keep (two topics, a root field it
 * does not know) is a way around it. Counted per address for everyone but admins (a signed-in
 * customer shares the budget of their address with its guests: an account is free to make), and
 * per customer account as well, so a customer changing addresses is still held. Admins are not
 * counted: the panel's reads are staff work. Mounted after the response cache and the session, so a
 * cached answer never counts.
 */
function throttled(throttles: Throttles, counts: (req: Request) => boolean, graphql: boolean): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!counts(req) || sessionIsAdmin(req)) return next();
    try {
      const hit = await throttles.uncachedRead(req.ip ?? req.socket.remoteAddress ?? '', req.session?.userId ?? null);
      if (hit.allowed) return next();
      const message = rateLimitMessage('other', hit.retryAfter);
      res.setHeader('Retry-After', String(hit.retryAfter));
      if (graphql)
        res.status(429).json({ errors: [{ message, extensions: { code: RATE_LIMITED, retryAfter: hit.retryAfter } }] });
      else res.status(429).json({ message, error: message });
    } catch (error) {
      next(error);
    }
  };
}

/** The facade's public reads (`GET /api/products`, ...), mounted on /api. */
export const anonymousRestReadThrottle = (throttles: Throttles) =>
  throttled(throttles, (req) => (req.method === 'GET' || req.method === 'HEAD') && isPublicRestRead(req.path), false);

/** Every /graphql request but a mutation (which has its own throttles), mounted after the response cache. */
export const anonymousGraphqlReadThrottle = (throttles: Throttles) =>
  throttled(
    throttles,
    (req) => {
      const source = (req.method === 'POST' ? req.body : req.query) as
        { query?: unknown; operationName?: unknown } | undefined;
      if (typeof source?.query !== 'string') return true;
      return !isGraphqlMutation(
        source.query,
        typeof source.operationName === 'string' ? source.operationName : undefined,
      );
    },
    true,
  );
