import { gql, type TypedDocumentNode } from '@apollo/client';

/** One entry of `recentPurchases` (username already masked by the server, e.g. "ab***"). */
export interface RecentPurchase {
  id: string;
  username: string;
  verified: boolean;
  message: string | null;
  /** Decimal string, e.g. "12.50". */
  amount: string;
  /** ISO date-time. */
  timestamp: string;
  product: { gameSlug: string; accountType: string; server: string } | null;
}

export interface GetRecentPurchasesQuery {
  recentPurchases: RecentPurchase[];
}

export interface GetRecentPurchasesQueryVariables {
  limit: number;
  hours: number;
}

// Moves to get-recent-purchases.graphql and the generated GetRecentPurchasesDocument once contracts/supergraph.graphql has recentPurchases.
export const GetRecentPurchasesDocument: TypedDocumentNode<GetRecentPurchasesQuery, GetRecentPurchasesQueryVariables> = gql`
  query GetRecentPurchases($limit: Int!, $hours: Int!) {
    recentPurchases(limit: $limit, hours: $hours) {
      id
      username
      verified
      message
      amount
      timestamp
      product {
        gameSlug
        accountType
        server
      }
    }
  }
`;
