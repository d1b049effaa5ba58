import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { errorMessage, refusalMessage, useShell } from '@shop/ui';
import type { ClaimReason } from '@shop/shared';
import { GetOrdersDocument, SubmitClaimDocument } from '../../../gql/graphql';
import { messages } from '../../../messages';

export type ClaimOutcome = { ok: true; status: string } | { ok: false; message: string };

/**
 * Sends a warranty claim and tells the buyer how it went: the claim's status (replaced, waiting for
 * stock, submitted) in a toast, or the refusal's message (which stays in the form too). The orders
 * are read again either way: a replacement changes the order's credentials.
 */
export function useSubmitClaim() {
  const { toast } = useShell();
  const [submitClaim, { loading }] = useMutation(SubmitClaimDocument, {
    refetchQueries: [GetOrdersDocument],
    awaitRefetchQueries: true,
  });
  const m = messages.warranty;

  const submit = useCallback(
    async (orderId: number, reason: ClaimReason, message: string): Promise<ClaimOutcome> => {
      const fail = (title: string, text: string): ClaimOutcome => {
        toast({ title, description: text, variant: 'destructive' });
        return { ok: false, message: text };
      };
      let answer;
      try {
        answer = (await submitClaim({ variables: { input: { orderId, reason, message: message.trim() } } })).data
          ?.submitClaim;
      } catch (failure) {
        return fail(m.failed, errorMessage(failure, m.failedDefault));
      }
      if (answer?.__typename !== 'Claim') return fail(m.refused, refusalMessage(answer) ?? m.failedDefault);
      if (answer.status === 'replaced') toast({ title: m.replaced, description: m.replacedText, variant: 'success' });
      else if (answer.status === 'waiting_stock') toast({ title: m.waiting, description: m.waitingText });
      else toast({ title: m.submitted, description: m.submittedText, variant: 'success' });
      return { ok: true, status: answer.status };
    },
    [m, submitClaim, toast],
  );

  return { submit, loading };
}
