import { useQuery } from '@apollo/client/react';
import { GetMyTicketsDocument, type GetMyTicketsQuery } from '../../../gql/graphql';

export type TicketSummary = GetMyTicketsQuery['tickets'][number];

export function useMyTickets() {
  const { data, loading, error, refetch } = useQuery(GetMyTicketsDocument, { fetchPolicy: 'cache-and-network' });
  return { tickets: data?.tickets ?? [], loading: loading && !data, error: data ? undefined : error, refetch };
}
