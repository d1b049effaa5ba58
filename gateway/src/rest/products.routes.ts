import { Router, type Response } from 'express';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { isListedProduct } from '@shop/shared';
import { productToRest } from './mappers';
import { ROUTES } from './registry';
import { mount } from './route-spec';

/** Public reads: no session identity goes to the subgraphs (public-products.ts). */
export function productRoutes({ publicProducts }: FacadeDeps): Router {
  const router = Router();
  const requestId = (res: Response) => (res.locals.requestId ? String(res.locals.requestId) : undefined);

  /** Every product of the catalogue that is not sold for good (the list applies its own rule). */
  mount(router, ROUTES.allProducts, async (_input, _req, res) => {
    res.json((await publicProducts.list(null, requestId(res))).map(productToRest));
  });

  /** The list page's products: only what can be bought now (stock above 0, not sold). */
  mount(router, ROUTES.listedProducts, async (_input, _req, res) => {
    res.json((await publicProducts.list(null, requestId(res))).map(productToRest).filter(isListedProduct));
  });

  mount(router, ROUTES.productDetail, async ({ params }, _req, res) => {
    const product = await publicProducts.detail(params.id, requestId(res));
    if (!product) throw new OperationError(404, 'Product not found', 'NOT_FOUND');
    res.json(productToRest(product));
  });

  /** Products of one game (slug or id), narrowed by exact accountType, subCategory and server. */
  mount(router, ROUTES.gameProducts, async ({ params, query }, _req, res) => {
    const filter = { game: params.gameSlug, ...query };
    res.json((await publicProducts.list(filter, requestId(res))).map(productToRest));
  });

  return router;
}
