import { Router } from 'express';
import { GetAllProductsDocument, GetFilteredProductsDocument, GetProductDetailDocument } from '../generated/graphql';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade';
import { isListedProduct } from '@shop/shared';
import { productToRest } from './mappers';
import { idParam, queryParam } from './params';

export function productRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();

  /** Every product of the catalogue that is not sold for good (the list applies its own rule). */
  router.get('/products/all', async (req, res) => {
    const data = await server.run(GetAllProductsDocument, {}, context(req, res));
    res.json(data.products.map(productToRest));
  });

  /** The list page's products: only what can be bought now (stock above 0, not sold). */
  router.get('/products', async (req, res) => {
    const data = await server.run(GetAllProductsDocument, {}, context(req, res));
    res.json(data.products.map(productToRest).filter(isListedProduct));
  });

  router.get('/products/detail/:id', async (req, res) => {
    const id = idParam(req, 'id', 'product id');
    const data = await server.run(GetProductDetailDocument, { id }, context(req, res));
    if (!data.product) throw new OperationError(404, 'Product not found', 'NOT_FOUND');
    res.json(productToRest(data.product));
  });

  /** Products of one game (slug or id), narrowed by exact accountType, subCategory and server. */
  router.get('/products/:gameSlug', async (req, res) => {
    const filter = {
      game: String(req.params.gameSlug).slice(0, 33),
      accountType: queryParam(req, 'accountType', 32),
      subCategory: queryParam(req, 'subCategory', 32),
      server: queryParam(req, 'server', 8),
    };
    const data = await server.run(GetFilteredProductsDocument, { filter }, context(req, res));
    res.json(data.products.map(productToRest));
  });

  return router;
}
