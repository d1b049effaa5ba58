import { useCallback, useEffect } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { GetMyNoticesDocument, MarkNoticesReadDocument } from '../../../gql/graphql';
import { ANNOUNCEMENTS_POLL_MS } from './use-announcements';

/**
 * The signed-in customer's own notices (a restock alert that fired, a claim's news): polled with
 * the announcements and refetched on focus; `markAllRead` marks them read on the server.
 */
export function useNotices() {
  const { data, error, refetch } = useQuery(GetMyNoticesDocument, {
    pollInterval: ANNOUNCEMENTS_POLL_MS,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [markRead] = useMutation(MarkNoticesReadDocument, {
    refetchQueries: [GetMyNoticesDocument],
    awaitRefetchQueries: true,
  });

  const reload = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);

  const markAllRead = useCallback(() => {
    // A failure leaves them unread: the next open tries again.
    markRead().catch(() => undefined);
  }, [markRead]);

  useEffect(() => {
    window.addEventListener('focus', reload);
    return () => window.removeEventListener('focus', reload);
  }, [reload]);

  return { notices: data?.myNotices ?? [], failed: Boolean(error), reload, markAllRead };
}
