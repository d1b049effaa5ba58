import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetAdminUsersDocument } from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';

export const USERS_PAGE_SIZE = 10;

/** One page of users (10) for the search text and status filter, from the server. */
export function useAdminUsers(search: string, status: string, page: number) {
  const { watchLoad } = useAdminFeedback();
  const { data, previousData, loading, error, refetch } = useQuery(GetAdminUsersDocument, {
    variables: { filter: { search: search || null, status: status || null, page, pageSize: USERS_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) watchLoad(error);
  }, [error, watchLoad]);
  const current = data ?? previousData;
  return {
    users: current?.adminUsers.items ?? [],
    total: current?.adminUsers.total ?? 0,
    loading: loading && !current,
    error: current ? undefined : error,
    refetch,
  };
}
