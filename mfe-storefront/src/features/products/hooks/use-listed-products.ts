import { useEffect, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetProductsDocument } from '../../../gql/graphql';
import { rememberProducts, rememberedProducts, sameOrRemembered } from '../lib/last-answer';
import type { CardProduct } from '../components/product-card';

export type ListedProduct = CardProduct;

const NONE: readonly ListedProduct[] = [];

/**
 * All products of the catalogue (the list applies the spec's listing rule itself), always from
 * the network and kept out of Apollo's cache (lib/last-answer.ts). The route's prefetch asks the
 * same operation: Apollo deduplicates the request in flight, so a list mounted meanwhile joins it;
 * a list mounted after that answer shows it at once and asks once more.
 */
export function useListedProducts(options: { skip?: boolean } = {}) {
  const { data, loading, error, refetch } = useQuery(GetProductsDocument, {
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: false,
    skip: options.skip,
  });
  const received = data?.products;
  const answer = useMemo(() => received && sameOrRemembered(received), [received]);
  useEffect(() => {
    if (answer) rememberProducts(answer);
  }, [answer]);
  const shown = answer ?? (options.skip || error ? null : rememberedProducts());
  return {
    products: shown ?? NONE,
    loading: loading && !shown,
    error: answer ? undefined : error,
    refetch,
  };
}
