import { useQuery } from '@apollo/client/react';
import { GetTrustFiguresDocument, type GetTrustFiguresQuery } from '../../../gql/graphql';

export type OrderWindow = GetTrustFiguresQuery['orderTrustFigures'][number];
export type TicketWindow = GetTrustFiguresQuery['ticketTrustFigures'][number];

/**
 * The trust page's figures. `cache-first`: the server renders them into the page's Apollo state and
 * the browser reads that back; they change over minutes (each subgraph keeps them a minute).
 */
export function useTrustFigures() {
  const { data, loading, error } = useQuery(GetTrustFiguresDocument, { fetchPolicy: 'cache-first' });
  return { figures: data ?? null, loading: loading && !data, error };
}
