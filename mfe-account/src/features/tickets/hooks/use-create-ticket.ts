import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useShell } from '@shop/ui';
import { GetMyTicketsDocument } from '../../../gql/graphql';
import { messages } from '../../../messages';
import { postForm } from '../../../lib/rest-form';

export interface NewTicket {
  subject: string;
  message: string;
  priority: string;
  orderId: number | null;
  file: File | null;
}

/** Posts a ticket the form has checked (multipart, for the file) and resolves the new ticket id. */
export function useCreateTicket() {
  const { toast } = useShell();
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const m = messages.tickets;

  const create = useCallback(
    async (ticket: NewTicket): Promise<number | null> => {
      const refuse = (description: string) => {
        toast({ title: m.error, description, variant: 'destructive' });
        return null;
      };
      const form = new FormData();
      form.append('subject', ticket.subject.trim());
      form.append('message', ticket.message.trim());
      form.append('priority', ticket.priority);
      if (ticket.orderId) form.append('orderId', String(ticket.orderId));
      if (ticket.file) form.append('attachment', ticket.file, ticket.file.name);
      setLoading(true);
      try {
        const created = await postForm<{ id: number }>('/api/tickets', form);
        await client.refetchQueries({ include: [GetMyTicketsDocument] });
        toast({ title: m.created, description: m.createdText(created.id), variant: 'success' });
        return created.id;
      } catch (error) {
        return refuse(error instanceof Error ? error.message : m.unknownError) ?? null;
      } finally {
        setLoading(false);
      }
    },
    [client, m, toast],
  );

  return { create, loading };
}
