import { Router, type Request, type Response } from 'express';
import { GetAllProductsDocument, GetFilteredProductsDocument, GetProductDetailDocument, type ProductFilterInput } from '../generated/graphql';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade';
import { isListedProduct } from '@shop/shared';
import { productToRest } from './mappers';
import { idParam, queryParam } from './params';

export function productRoutes({ server, context, publicProducts }: FacadeDeps): Router {
  const router = Router();
  const requestId = (res: Response) => (res.locals.requestId ? String(res.locals.requestId) : undefined);
  const list = async (req: Request, res: Response, filter: ProductFilterInput | null) =>
    publicProducts
      ? publicProducts.list(filter, requestId(res))
      : filter
        ? (await server.run(GetFilteredProductsDocument, { filter }, context(req, res))).products
        : (await server.run(GetAllProductsDocument, {}, context(req, res))).products;

  /** Every product of the catalogue that is not sold for good (the list applies its own rule). */
  router.get('/products/all', async (req, res) => {
    res.json((await list(req, res, null)).map(productToRest));
  });

  /** The list page's products: only what can be bought now (stock above 0, not sold). */
  router.get('/products', async (req, res) => {
    res.json((await list(req, res, null)).map(productToRest).filter(isListedProduct));
  });

  router.get('/products/detail/:id', async (req, res) => {
    const id = idParam(req, 'id', 'product id');
    const product = publicProducts ? await publicProducts.detail(id, requestId(res)) : (await server.run(GetProductDetailDocument, { id }, context(req, res))).product;
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
    res.json((await list(req, res, filter)).map(productToRest));
  });

  return router;
}
