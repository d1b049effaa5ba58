import { useCallback, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { errorMessage, useShell } from '@shop/ui';
import {
  GetMyTicketsDocument,
  GetTicketThreadDocument,
  UpdateTicketStatusDocument,
  type TicketStatus,
} from '../../../gql/graphql';
import { messages } from '../../../messages';
import { postForm } from '../../../lib/rest-form';

/** Reply (multipart REST, for the file) and status changes (GraphQL) on one ticket, with the spec's toasts. */
export function useTicketActions(ticketId: number) {
  const { toast } = useShell();
  const m = messages.tickets;
  const client = useApolloClient();
  const [sending, setSending] = useState(false);
  const refetchQueries = [
    { query: GetTicketThreadDocument, variables: { id: ticketId } },
    { query: GetMyTicketsDocument },
  ];
  const [updateStatus, { loading: updating }] = useMutation(UpdateTicketStatusDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });

  const reply = useCallback(
    async (message: string, file: File | null): Promise<boolean> => {
      const refuse = (description: string) => {
        toast({ title: m.error, description, variant: 'destructive' });
        return false;
      };
      const form = new FormData();
      form.append('message', message.trim());
      if (file) form.append('attachment', file, file.name);
      setSending(true);
      try {
        await postForm(`/api/tickets/${ticketId}/messages`, form);
      } catch (error) {
        setSending(false);
        return refuse(m.sendFailed(error instanceof Error ? error.message : m.unknownError));
      }
      // A failed refresh of the thread does not undo a sent message.
      await client.refetchQueries({ include: [GetTicketThreadDocument, GetMyTicketsDocument] }).catch(() => undefined);
      setSending(false);
      toast({ title: m.sent, variant: 'success' });
      return true;
    },
    [client, m, ticketId, toast],
  );

  const setStatus = useCallback(
    async (status: TicketStatus): Promise<boolean> => {
      try {
        await updateStatus({ variables: { id: ticketId, status } });
      } catch (error) {
        toast({
          title: m.error,
          description: m.statusFailed(errorMessage(error, m.unknownError)),
          variant: 'destructive',
        });
        return false;
      }
      toast({ title: m.statusUpdated, variant: 'success' });
      return true;
    },
    [m, ticketId, toast, updateStatus],
  );

  return { reply, sending, setStatus, updating };
}
