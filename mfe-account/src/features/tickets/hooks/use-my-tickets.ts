import { useQuery } from '@apollo/client/react';
import { GetMyTicketsDocument, type GetMyTicketsQuery } from '../../../gql/graphql';

export type TicketSummary = GetMyTicketsQuery['tickets'][number];

export function useMyTickets({ skip = false }: { skip?: boolean } = {}) {
  const { data, loading, error, refetch } = useQuery(GetMyTicketsDocument, { fetchPolicy: 'cache-and-network', skip });
  return { tickets: data?.tickets ?? [], loading: loading && !data, error: data ? undefined : error, refetch };
}
