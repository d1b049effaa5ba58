import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetProductPageDocument, GetProductPageSkinsDocument, type GetProductPageQuery } from '../../../gql/graphql';
import { firstFetchPolicy, PREFETCH_KEYS } from '../../../lib/prefetched';
import type { ListFilters } from '../lib/list-filters';
import { pathFilter, productPageInput } from '../lib/page-input';
import type { ProductPath } from './use-products-by-path';

export type ProductPageAnswer = NonNullable<GetProductPageQuery['productPage']>;

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
