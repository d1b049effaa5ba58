import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShell } from '@shop/ui';
import { messages } from '../../../messages';

/**
 * Back from the provider's checkout page (`?deposit=success|cancelled`, the return addresses
 * commerce gives Stripe): says once what happens next and drops the parameter from the address.
 */
export function useDepositReturn() {
  const { toast } = useShell();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('deposit');

  useEffect(() => {
    if (outcome !== 'success' && outcome !== 'cancelled') return;
    const m = messages.wallet;
    toast(
      outcome === 'success'
        ? { title: m.paymentReceived, description: m.pendingText, variant: 'success' }
        : { title: m.paymentCancelled, description: m.paymentCancelledText },
    );
    const rest = new URLSearchParams(params);
    rest.delete('deposit');
    setParams(rest, { replace: true });
  }, [outcome, params, setParams, toast]);
}
