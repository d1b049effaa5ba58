import { useQuery } from '@apollo/client/react';
import { GetProductsDocument } from '../../../gql/graphql';
import type { CardProduct } from '../components/product-card';

export type ListedProduct = CardProduct;

/** All products of the catalogue (the list applies the spec's listing rule itself). */
export function useListedProducts(options: { skip?: boolean } = {}) {
  const { data, loading, error, refetch } = useQuery(GetProductsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
    skip: options.skip,
  });
  return { products: data?.products ?? [], loading: loading && !data, error: data ? undefined : error, refetch };
}
