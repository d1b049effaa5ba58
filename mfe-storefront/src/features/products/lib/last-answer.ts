import type { GetProductsQuery } from '../../../gql/graphql';

export type ProductsAnswer = GetProductsQuery['products'];

/**
 * The last products answer this page received. The product lists ask with Apollo's `no-cache`
 * policy (writing the whole catalogue into the normalised cache and reading it back was the
 * list's longest task); this answer is what a list mounted later shows at once while it asks the
 * network again, as `cache-and-network` showed the cache's copy before.
 */
let last: ProductsAnswer | null = null;

export function rememberProducts(products: ProductsAnswer): void {
  last = products;
}

export function rememberedProducts(): ProductsAnswer | null {
  return last;
}

/**
 * `products`, or the remembered answer when it holds the same: a list that showed the remembered
 * answer and then gets the same from the network (the prefetch answered before the list's code
 * ran, so the list asked once more) keeps the objects it drew and does not draw its cards again.
 */
export function sameOrRemembered(products: ProductsAnswer): ProductsAnswer {
  if (last === null || last === products || last.length !== products.length) return products;
  return JSON.stringify(last) === JSON.stringify(products) ? last : products;
}
