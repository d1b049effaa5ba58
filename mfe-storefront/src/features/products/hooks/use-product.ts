import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { firstFetchPolicy, PREFETCH_KEYS } from '../../../lib/prefetched';
import { GetProductDocument, type GetProductQuery } from '../../../gql/graphql';

export type ProductDetail = NonNullable<GetProductQuery['product']>;

/** One product by the id in the URL; `product` is null when it does not exist or failed. */
export function useProduct(id: number | null) {
  const fetchPolicy = useMemo(
    () => (id === null ? 'cache-and-network' : firstFetchPolicy(PREFETCH_KEYS.product(id))),
    [id],
  );
  const { data, loading, error } = useQuery(GetProductDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy,
  });
  return { product: data?.product ?? null, loading: id !== null && loading && !data, error };
}

/** Product ids in URLs are positive integers; anything else is "not found". */
export function parseProductId(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
