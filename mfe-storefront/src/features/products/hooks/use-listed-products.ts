import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { firstFetchPolicy, PREFETCH_KEYS } from '../../../lib/prefetched';
import { GetProductsDocument } from '../../../gql/graphql';
import type { CardProduct } from '../components/product-card';

export type ListedProduct = CardProduct;

/** All products of the catalogue (the list applies the spec's listing rule itself). */
export function useListedProducts(options: { skip?: boolean } = {}) {
  // Taken when the list mounts (not while skipped), so a list shown later asks the network again.
  const [fetchPolicy] = useState(() => (options.skip ? 'cache-and-network' : firstFetchPolicy(PREFETCH_KEYS.products)));
  const { data, loading, error, refetch } = useQuery(GetProductsDocument, {
    fetchPolicy,
    notifyOnNetworkStatusChange: false,
    skip: options.skip,
  });
  return { products: data?.products ?? [], loading: loading && !data, error: data ? undefined : error, refetch };
}
