import { useQuery } from '@apollo/client/react';
import { GetTicketThreadDocument, type GetTicketThreadQuery } from '../../../gql/graphql';

export type TicketThread = GetTicketThreadQuery;
export type TicketAttachment = GetTicketThreadQuery['ticket']['attachments'][number];

export function useTicketThread(id: number) {
  const { data, loading, error, refetch } = useQuery(GetTicketThreadDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    skip: !Number.isSafeInteger(id) || id <= 0,
  });
  return { thread: data, loading: loading && !data, error: data ? undefined : error, refetch };
}
