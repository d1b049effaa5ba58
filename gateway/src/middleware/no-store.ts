import type { RequestHandler } from 'express';

/**
 * Every answer of `/api` and `/graphql` is `Cache-Control: no-store` unless it is a public read:
 * orders and their credentials, the export, users, wallets, tickets and anything a signed-in
 * user asks of `/graphql` must not be kept by a browser's disk cache or a proxy. The response
 * cache (`cache/public-read-cache.ts`) replaces it with `public, no-cache` on the public reads,
 * which are the same for everybody. Set first, so a route that forgets cannot leak.
 */
export const noStoreByDefault: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
