import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimitMessage } from './rate-limited.error';
import type { Throttles } from './throttles';

/**
 * Limits new anonymous sessions per address: `GET /api/csrf-token` without a session writes a
 * session row, and a bot looping on it would fill the session table.
 */
export function anonymousSessionThrottle(throttles: Throttles): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.session?.csrfToken || req.session?.userId !== undefined) return next();
    try {
      const hit = await throttles.anonymousSession(req.ip ?? req.socket.remoteAddress ?? '');
      if (hit.allowed) return next();
      const message = rateLimitMessage('other', hit.retryAfter);
      res.setHeader('Retry-After', String(hit.retryAfter));
      res.status(429).json({ message, error: message });
    } catch (error) {
      next(error);
    }
  };
}
