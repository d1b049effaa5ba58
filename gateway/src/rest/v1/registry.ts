import { z } from 'zod';
import { defineRoute, type AnyRouteSpec } from '../route-spec';
import { Product, ProductIdParams } from '../schemas/products';
import { queryText } from '../schemas/fields';
import { PROBLEM_CONTENT_TYPE, ProblemAnswer } from './problem';

/**
 * The reseller API (issue 37) under `/api/v1`: declared here, mounted before the sessions
 * (`v1/index.ts`), documented in /api/openapi.json with the `apiKey` bearer scheme. Paths are
 * below /api, as the facade's.
 */

export const V1_DEFAULT_LIMIT = 20;
export const V1_MAX_LIMIT = 100;

export const V1ProductsQuery = z.object({
  game: queryText('game', 33).meta({ description: 'A game slug (lol) or id (1).' }),
  accountType: queryText('accountType', 32),
  subCategory: queryText('subCategory', 32),
  server: queryText('server', 8),
  cursor: queryText('cursor', 64).meta({ description: '`nextCursor` of the previous page; absent: the first page.' }),
  limit: queryText('limit', 4)
    .transform((value, ctx) => {
      if (value === undefined) return V1_DEFAULT_LIMIT;
      const limit = /^\d+$/.test(value) ? Number(value) : NaN;
      if (!(limit >= 1 && limit <= V1_MAX_LIMIT)) {
        ctx.addIssue({ code: 'custom', message: `limit must be a whole number from 1 to ${V1_MAX_LIMIT}.` });
        return z.NEVER;
      }
      return limit;
    })
    .meta({ description: `Products per page, 1 to ${V1_MAX_LIMIT} (default ${V1_DEFAULT_LIMIT}).` }),
});

export const V1ProductPage = z
  .object({
    items: z.array(Product),
    nextCursor: z.string().nullable().meta({ description: 'The next page’s cursor; null on the last page.' }),
  })
  .meta({ id: 'ProductPage' });

const json = (description: string, schema: z.ZodType) => ({ description, schema });

export const V1_ROUTES = {
  v1Products: defineRoute({
    method: 'get',
    path: '/v1/products',
    tag: 'Reseller API',
    summary:
      'Products that can be bought now, by id, filtered as the storefront filters (game, accountType, subCategory, server), a page at a time (`cursor`, `limit`). Scope `products:read`.',
    access: 'apiKey',
    scope: 'products:read',
    query: V1ProductsQuery,
    answers: { 200: json('A page of products.', V1ProductPage) },
  }),
  v1Product: defineRoute({
    method: 'get',
    path: '/v1/products/:id',
    tag: 'Reseller API',
    summary: 'One product. Scope `products:read`.',
    access: 'apiKey',
    scope: 'products:read',
    params: ProductIdParams,
    answers: {
      200: json('The product.', Product),
      404: { description: 'No such product.', schema: ProblemAnswer, contentType: PROBLEM_CONTENT_TYPE },
    },
  }),
} satisfies Record<string, AnyRouteSpec>;

export const V1_ROUTE_LIST: readonly AnyRouteSpec[] = Object.values(V1_ROUTES);
