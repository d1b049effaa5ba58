import { isListedProduct } from '@shop/shared';
import { type Response, Router } from 'express';
import { productToRest } from '../mappers';
import type { ProductReads } from '../public-products';
import { mount } from '../route-spec';
import { requireScope } from './bearer';
import { Problem } from './problem';
import { V1_ROUTES } from './registry';

const BAD_CURSOR = 'cursor is not one this API gave: use nextCursor of the previous page.';

/** A page's cursor: the last id it held, opaque to callers. */
const cursorOf = (id: number) => Buffer.from(`p${id}`).toString('base64url');
function idOfCursor(cursor: string): number {
  const match = /^p(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match) throw new Problem(400, 'BAD_USER_INPUT', BAD_CURSOR);
  return Number(match[1]);
}

/**
 * `GET /api/v1/products` and `/api/v1/products/{id}`: the storefront's own product reads
 * (public-products.ts, the response cache's source too), paged here by id. Only products that can
 * be bought now are listed, as on the list page.
 */
export function v1ProductRoutes(products: ProductReads): Router {
  const router = Router();
  const requestId = (res: Response) => (res.locals.requestId ? String(res.locals.requestId) : undefined);

  mount(router, V1_ROUTES.v1Products, async ({ query }, _req, res) => {
    requireScope(res, 'products:read');
    const after = query.cursor === undefined ? 0 : idOfCursor(query.cursor);
    const { game, accountType, subCategory, server } = query;
    const filtered = game || accountType || subCategory || server;
    const all = (await products.list(filtered ? { game, accountType, subCategory, server } : null, requestId(res)))
      .map(productToRest)
      .filter(isListedProduct)
      .filter((product) => product.id > after)
      .sort((a, b) => a.id - b.id);
    const items = all.slice(0, query.limit);
    const nextCursor = all.length > query.limit ? cursorOf(items[items.length - 1].id) : null;
    res.json({ items, nextCursor });
  });

  mount(router, V1_ROUTES.v1Product, async ({ params }, _req, res) => {
    requireScope(res, 'products:read');
    const product = await products.detail(params.id, requestId(res));
    if (!product) throw new Problem(404, 'NOT_FOUND', 'Product not found.');
    res.json(productToRest(product));
  });

  return router;
}
