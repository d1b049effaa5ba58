import type { GetRecentPurchasesQuery } from '../../../gql/graphql';

/** One entry of the public feed (username already masked by the server, e.g. "ab***"). */
export type RecentPurchase = GetRecentPurchasesQuery['recentPurchases'][number];
