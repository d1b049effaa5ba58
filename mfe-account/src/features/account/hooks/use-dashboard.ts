import { useQuery } from '@apollo/client/react';
import { GetDashboardDocument } from '../../../gql/graphql';

/** Balance, total spent and number of orders of the signed-in user, fresh on every visit. */
export function useDashboard(userId: number) {
  const { data, loading, error, refetch } = useQuery(GetDashboardDocument, {
    variables: { userId },
    fetchPolicy: 'cache-and-network',
  });
  return {
    balance: data?.wallet.balance ?? null,
    totalSpent: data?.wallet.totalSpent ?? null,
    orderCount: data ? data.ordersByUser.length : null,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch,
  };
}
