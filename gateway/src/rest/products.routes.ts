import { Router } from 'express';
import { GetAllProductsDocument, GetProductDetailDocument } from '../generated/graphql';
import type { FacadeDeps } from './facade';
import { productToRest } from './mappers';
import { idParam } from './params';

export function productRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();

  router.get('/products/all', async (req, res) => {
    const data = await server.run(GetAllProductsDocument, {}, context(req, res));
    res.json(data.products.map(productToRest));
  });

  router.get('/products/detail/:id', async (req, res) => {
    const id = idParam(req, 'id', 'product id');
    const data = await server.run(GetProductDetailDocument, { id }, context(req, res));
    if (!data.product) {
      res.status(404).json({ message: 'Product not found' });
      return;
    }
    res.json(productToRest(data.product));
  });

  return router;
}
