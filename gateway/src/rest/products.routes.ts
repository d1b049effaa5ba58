import { Router, type Response } from 'express';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { isListedProduct } from '@shop/shared';
import { productToRest } from './mappers';
import { idParam, queryParam } from './params';

/** Public reads: no session identity goes to the subgraphs (public-products.ts). */
export function productRoutes({ publicProducts }: FacadeDeps): Router {
  const router = Router();
  const requestId = (res: Response) => (res.locals.requestId ? String(res.locals.requestId) : undefined);

  /** Every product of the catalogue that is not sold for good (the list applies its own rule). */
  router.get('/products/all', async (_req, res) => {
    res.json((await publicProducts.list(null, requestId(res))).map(productToRest));
  });

  /** The list page's products: only what can be bought now (stock above 0, not sold). */
  router.get('/products', async (_req, res) => {
    res.json((await publicProducts.list(null, requestId(res))).map(productToRest).filter(isListedProduct));
  });

  router.get('/products/detail/:id', async (req, res) => {
    const id = idParam(req, 'id', 'product id');
    const product = await publicProducts.detail(id, requestId(res));
    if (!product) throw new OperationError(404, 'Product not found', 'NOT_FOUND');
    res.json(productToRest(product));
  });

  /** Products of one game (slug or id), narrowed by exact accountType, subCategory and server. */
  router.get('/products/:gameSlug', async (req, res) => {
    const filter = {
      game: String(req.params.gameSlug).slice(0, 33),
      accountType: queryParam(req, 'accountType', 32),
      subCategory: queryParam(req, 'subCategory', 32),
      server: queryParam(req, 'server', 8),
    };
    res.json((await publicProducts.list(filter, requestId(res))).map(productToRest));
  });

  return router;
}
