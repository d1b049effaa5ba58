import { DEFAULT_SERVER } from '@shop/shared';
import type { ProductPageInput } from '../../../gql/graphql';
import type { ProductPath } from '../hooks/use-products-by-path';
import { NO_FILTERS, PAGE_SIZE, type ListFilters } from './list-filters';

// Light on purpose: the route's prefetch (app/route-data.ts, the storefront's first chunk) builds
// the first page's input with it.

/** The path's exact filters as the list's path filter applies them (server EUW). */
export function pathFilter(path: ProductPath) {
  return {
    game: path.game,
    accountType: path.accountType,
    subCategory: path.subcategory,
    server: DEFAULT_SERVER,
  };
}

/** productPage's input for a path, the visitor's filters and a page: one cache entry per input. */
export function productPageInput(path: ProductPath, filters: ListFilters = NO_FILTERS, page = 1): ProductPageInput {
  return {
    ...pathFilter(path),
    skin: filters.skin,
    rarity: filters.rarity,
    sort: filters.sort,
    page,
    pageSize: PAGE_SIZE,
  };
}
