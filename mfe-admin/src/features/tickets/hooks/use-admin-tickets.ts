import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage, useShell } from '@shop/ui';
import {
  GetAdminTicketsDocument,
  SetTicketStatusDocument,
  type GetAdminTicketsQuery,
  type TicketStatus,
} from '../../../gql/graphql';
import { messages } from '../../../messages';

export type AdminTicket = GetAdminTicketsQuery['tickets'][number];

/** Every ticket (the query runs only for admins: the page is behind AdminOnly) and the status change. */
export function useAdminTickets() {
  const { toast } = useShell();
  const m = messages.tickets;
  const { data, loading, error, refetch } = useQuery(GetAdminTicketsDocument, { fetchPolicy: 'cache-and-network' });
  // The answer updates the ticket in the cache; the list is re-read for its order.
  const [update] = useMutation(SetTicketStatusDocument, { refetchQueries: [{ query: GetAdminTicketsDocument }] });

  const setStatus = useCallback(
    async (id: number, status: TicketStatus) => {
      try {
        await update({ variables: { id, status } });
        toast({ title: m.statusUpdated, variant: 'success' });
      } catch (failure) {
        toast({ title: m.statusFailed(errorMessage(failure, m.unknownError)), variant: 'destructive' });
      }
    },
    [m, toast, update],
  );

  return {
    tickets: data?.tickets ?? [],
    loading: loading && !data,
    error: data ? undefined : error,
    refetch,
    setStatus,
  };
}
