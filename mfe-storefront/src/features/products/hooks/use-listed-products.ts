import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetProductsDocument, type GetProductsQuery } from '../../../gql/graphql';

export type ListedProduct = GetProductsQuery['products'][number];

/**
 * The spec's listing rule: a product is shown only if its stock is a number above 0, its status
 * is not Sold, and its id was not listed already.
 */
export function listable(products: readonly ListedProduct[]): ListedProduct[] {
  const seen = new Set<number>();
  return products.filter((product) => {
    if (seen.has(product.id)) return false;
    seen.add(product.id);
    return Number.isFinite(product.stock) && product.stock > 0 && product.status.toLowerCase() !== 'sold';
  });
}

export function useListedProducts() {
  const { data, loading, error, refetch } = useQuery(GetProductsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const products = useMemo(() => listable(data?.products ?? []), [data]);
  return { products, loading: loading && !data, error: data ? undefined : error, refetch };
}
