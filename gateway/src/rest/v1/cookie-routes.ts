import { API_KEY_PREFIX } from '@shop/server-kit';
import type { RequestHandler } from 'express';
import { OperationError } from '../execute';
import { bearerOf } from './bearer';

export const KEY_ON_COOKIE_ROUTE = 'API keys work only on /api/v1; this route needs a signed-in session.';

/**
 * An API key sent to a cookie route (`/api/*` outside /api/v1, `/graphql`) is refused outright
 * (401), rather than ignored: a caller learns at once that keys do not reach these routes, and a
 * public read never answers as if the key had been accepted. Deploy tokens (`shopdt_…`) are not
 * API keys and pass.
 */
export const refuseApiKeys: RequestHandler = (req, _res, next) => {
  if (/^\/api\/v1(?:[/?]|$)/.test(req.originalUrl)) return next();
  const token = bearerOf(req.header('authorization'));
  if (token?.startsWith(API_KEY_PREFIX)) return next(new OperationError(401, KEY_ON_COOKIE_ROUTE, 'UNAUTHENTICATED'));
  next();
};
