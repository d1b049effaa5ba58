import { useMutation, useQuery } from '@apollo/client/react';
import { useShell } from '@shop/ui';
import {
  AccountWebhookDeliveriesDocument,
  AccountWebhookEndpointsDocument,
  CreateAccountWebhookEndpointDocument,
  DeleteAccountWebhookEndpointDocument,
  RedeliverAccountWebhookDocument,
} from '../../../gql/graphql';
import { messages } from '../../../messages';
import { useAttempt } from './use-attempt';

const m = messages.webhooks;

/** The signed-in user's webhook endpoints (never their secrets), fresh on every visit. */
export function useWebhookEndpoints() {
  const { data, loading, error, refetch } = useQuery(AccountWebhookEndpointsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return {
    endpoints: data?.webhookEndpoints ?? null,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch,
  };
}

/** One endpoint's delivery log, newest first, read when it is opened. */
export function useWebhookDeliveries(endpointId: number) {
  const { data, loading, error, refetch } = useQuery(AccountWebhookDeliveriesDocument, {
    variables: { endpointId },
    fetchPolicy: 'network-only',
  });
  return {
    deliveries: data?.webhookDeliveries ?? null,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch,
  };
}

/**
 * Add (answers the signing secret, shown once), delete and redeliver. Each answers null when
 * refused (the toast says why: an address the shop will not call, the limit of endpoints).
 */
export function useWebhookActions() {
  const { toast } = useShell();
  const refetchQueries = [{ query: AccountWebhookEndpointsDocument }];
  const [create, createState] = useMutation(CreateAccountWebhookEndpointDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [remove, removeState] = useMutation(DeleteAccountWebhookEndpointDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [redeliver, redeliverState] = useMutation(RedeliverAccountWebhookDocument);
  const attempt = useAttempt(m);

  return {
    busy: createState.loading || removeState.loading || redeliverState.loading,
    create: (url: string, events: string[]) =>
      attempt(async () => {
        const { data } = await create({ variables: { input: { url, events } } });
        return data?.createWebhookEndpoint.secret ?? null;
      }),
    remove: (id: number) =>
      attempt(async () => {
        await remove({ variables: { id } });
        toast({ title: m.deleted, variant: 'success' });
        return true;
      }),
    redeliver: (endpointId: number, deliveryId: number) =>
      attempt(async () => {
        await redeliver({
          variables: { endpointId, deliveryId },
          refetchQueries: [
            { query: AccountWebhookDeliveriesDocument, variables: { endpointId } },
            { query: AccountWebhookEndpointsDocument },
          ],
          awaitRefetchQueries: true,
        });
        toast({ title: m.redelivered, description: m.redeliveredText, variant: 'success' });
        return true;
      }),
  };
}
