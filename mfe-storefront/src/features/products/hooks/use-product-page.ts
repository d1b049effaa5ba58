import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { DEFAULT_SERVER } from '@shop/shared';
import {
  GetProductPageDocument,
  GetProductPageSkinsDocument,
  type GetProductPageQuery,
  type ProductPageInput,
} from '../../../gql/graphql';
import { firstFetchPolicy, PREFETCH_KEYS } from '../../../lib/prefetched';
import { NO_FILTERS, PAGE_SIZE, type ListFilters } from '../lib/product-filters';
import type { ProductPath } from './use-products-by-path';

export type ProductPageAnswer = NonNullable<GetProductPageQuery['productPage']>;

/** The path's exact filters as the list's path filter applies them (server EUW). */
function pathFilter(path: ProductPath) {
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

/**
 * One page of the list from catalog's productPage. The page a route prefetched (or the server
 * rendered, app/route-data.ts) is read from the cache as it is; any other page shows the cache's
 * copy, if any, and asks the network (stock changes).
 */
export function useProductPage(path: ProductPath, filters: ListFilters, page: number) {
  const input = useMemo(() => productPageInput(path, filters, page), [path, filters, page]);
  const fetchPolicy = useMemo(() => firstFetchPolicy(PREFETCH_KEYS.productPage(input)), [input]);
  const { data, loading, error, refetch } = useQuery(GetProductPageDocument, {
    variables: { input },
    fetchPolicy,
  });
  const answer = data?.productPage ?? null;
  return { answer, loading: loading && !answer, error: answer ? undefined : error, refetch };
}

/**
 * The skins the skin filter suggests from (catalog's productPageSkins): asked in the browser once
 * the list is there (not on the server: the HTML shows no suggestion), so they are in by the time
 * the filter opens.
 */
export function usePageSkins(path: ProductPath): readonly string[] | null {
  const filter = useMemo(() => pathFilter(path), [path]);
  const { data } = useQuery(GetProductPageSkinsDocument, {
    variables: { filter },
    ssr: false,
    fetchPolicy: 'cache-first',
  });
  return data?.productPageSkins ?? null;
}
