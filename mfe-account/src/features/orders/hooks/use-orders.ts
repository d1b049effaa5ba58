import { useQuery } from '@apollo/client/react';
import { GetOrdersDocument, type GetOrdersQuery } from '../../../gql/graphql';

export type Order = GetOrdersQuery['ordersByUser'][number];

export function useOrders(userId: number) {
  const { data, loading, error, refetch } = useQuery(GetOrdersDocument, {
    variables: { userId },
    fetchPolicy: 'cache-and-network',
  });
  return { orders: data?.ordersByUser ?? [], loading: loading && !data, error: data ? undefined : error, refetch };
}
