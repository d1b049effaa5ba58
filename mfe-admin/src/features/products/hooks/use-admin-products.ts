import { useQuery } from '@apollo/client/react';
import { GetProductsDocument } from '../../../gql/graphql';

export function useAdminProducts() {
  const { data, loading, error, refetch } = useQuery(GetProductsDocument, { fetchPolicy: 'cache-and-network' });
  return { products: data?.products ?? [], loading: loading && !data, error: data ? undefined : error, refetch };
}
