import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage, useShell } from '@shop/ui';
import {
  CancelRestockAlertDocument,
  GetAlertProductDocument,
  GetMyRestockAlertsDocument,
  type GetMyRestockAlertsQuery,
} from '../../../gql/graphql';
import { messages } from '../../../messages';

export type RestockAlert = GetMyRestockAlertsQuery['myRestockAlerts'][number];

export function useRestockAlerts() {
  const { data, loading, error, refetch } = useQuery(GetMyRestockAlertsDocument, { fetchPolicy: 'cache-and-network' });
  return { alerts: data?.myRestockAlerts ?? [], loading: loading && !data, error: data ? undefined : error, refetch };
}

/** The title of an alert's product (null while it loads or when the product is gone). */
export function useAlertProductTitle(id: number | null | undefined): string | null {
  const { data } = useQuery(GetAlertProductDocument, { variables: { id: id ?? 0 }, skip: !id });
  return data?.product?.title ?? null;
}

/** Cancels one alert (the answer updates it in the list); true when it was cancelled. */
export function useCancelAlert() {
  const { toast } = useShell();
  const [cancel, { loading }] = useMutation(CancelRestockAlertDocument);
  const m = messages.alerts;
  const run = useCallback(
    async (id: number): Promise<boolean> => {
      try {
        await cancel({ variables: { id } });
        toast({ title: m.cancelled, description: m.cancelledText, variant: 'success' });
        return true;
      } catch (failure) {
        toast({ title: m.failed, description: errorMessage(failure, m.failedDefault), variant: 'destructive' });
        return false;
      }
    },
    [cancel, m, toast],
  );
  return { cancel: run, cancelling: loading };
}
