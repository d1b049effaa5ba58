import { useQuery } from '@apollo/client/react';
import { GetRecentPurchasesDocument } from '../../../gql/graphql';
import type { RecentPurchase } from '../api/recent-purchase';

export const RECENT_PURCHASES_VARIABLES = { limit: 5, hours: 24 };
export const RECENT_PURCHASES_REFETCH_MS = 30_000;

const NONE: RecentPurchase[] = [];

/** The latest purchases for everybody (guests too), refetched every 30 s; empty on failure. */
export function useRecentPurchases(): RecentPurchase[] {
  const { data, error } = useQuery(GetRecentPurchasesDocument, {
    variables: RECENT_PURCHASES_VARIABLES,
    pollInterval: RECENT_PURCHASES_REFETCH_MS,
  });
  // The widget is decoration: a failed fetch simply shows nothing (spec §8).
  if (error) return NONE;
  return data?.recentPurchases ?? NONE;
}
