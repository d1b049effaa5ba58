import { useCallback, useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetAnnouncementsDocument } from '../../../gql/graphql';

export const ANNOUNCEMENTS_POLL_MS = 10_000;

/**
 * Active announcements for the bell: polled every 10 s and refetched when the window regains
 * focus (spec §7); `refetch` is also called when the panel opens. Skipped for guests.
 */
export function useAnnouncements(enabled: boolean) {
  const { data, error, refetch } = useQuery(GetAnnouncementsDocument, {
    skip: !enabled,
    pollInterval: ANNOUNCEMENTS_POLL_MS,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  const reload = useCallback(() => {
    // A failed refetch is already reported through `error`; nothing to throw here.
    refetch().catch(() => undefined);
  }, [refetch]);

  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('focus', reload);
    return () => window.removeEventListener('focus', reload);
  }, [enabled, reload]);

  return { announcements: data?.announcements ?? [], failed: Boolean(error), loaded: Boolean(data), reload };
}
