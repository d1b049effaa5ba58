import { Router } from 'express';
import { rejectUnsafeInput } from '../params';
import type { ProductReads } from '../public-products';
import { apiKeyAuthentication } from './bearer';
import { Problem, problemHandler } from './problem';
import { v1ProductRoutes } from './products.routes';

/**
 * The reseller API under `/api/v1` (issue 37, docs/api.md "The reseller API"), mounted before the
 * sessions (on /api, answering everything under /api/v1): an API key authenticates each request, a session cookie never does, and every error
 * is a problem detail. Nothing under /api/v1 falls through to the cookie routes.
 */
export function apiV1(options: { commerceUrl: string; publicProducts: ProductReads }): Router {
  // Mounted on /api: the registry's paths are below /api (`/v1/products`), as the facade's.
  const router = Router();
  router.use('/v1', apiKeyAuthentication(options.commerceUrl), rejectUnsafeInput);
  router.use(v1ProductRoutes(options.publicProducts));
  router.use('/v1', () => {
    throw new Problem(404, 'NOT_FOUND', 'No such route in /api/v1.');
  });
  router.use('/v1', problemHandler);
  return router;
}
