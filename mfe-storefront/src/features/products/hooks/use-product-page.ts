import { useMemo } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
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
 * `wanted` (the pointer is over the filter, or it has focus), not with the page: its answer and
 * the re-render it caused were a long task of every list's first load (Lighthouse's TBT), for a
 * panel most visitors never open. Not on the server either (the HTML shows no suggestion).
 */
export function usePageSkins(path: ProductPath, wanted: boolean): readonly string[] | null {
  const filter = useMemo(() => pathFilter(path), [path]);
  const { data } = useQuery(
    GetProductPageSkinsDocument,
    wanted ? { variables: { filter }, ssr: false, fetchPolicy: 'cache-first' } : skipToken,
  );
  return data?.productPageSkins ?? null;
}
