import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { errorMessage, refusalMessage, useShell } from '@shop/ui';
import type { ClaimReason } from '@shop/shared';
import { GetOrderDeliveryDocument, GetOrdersDocument, SubmitClaimDocument } from '../../../gql/graphql';
import { postForm, RestError } from '../../../lib/rest-form';
import { messages } from '../../../messages';

export type ClaimOutcome = { ok: true; status: string } | { ok: false; message: string };

/** Stores the claim's file (multipart: /graphql takes 1 MB of JSON at most) and answers its id. */
async function uploadClaimFile(orderId: number, file: File): Promise<number> {
  const form = new FormData();
  form.append('attachment', file, file.name);
  return (await postForm<{ id: number }>(`/api/orders/${orderId}/claims/attachments`, form)).id;
}

/**
 * Sends a warranty claim and tells the buyer how it went: the claim's status (replaced, waiting for
 * stock, submitted) in a toast, or the refusal's message (which stays in the form too). A file goes
 * first; a refused file sends no claim. The orders are read again either way: a replacement
 * changes the order's credentials.
 */
export function useSubmitClaim() {
  const { toast } = useShell();
  const [submitClaim, { loading }] = useMutation(SubmitClaimDocument, {
    refetchQueries: [GetOrdersDocument, GetOrderDeliveryDocument],
    awaitRefetchQueries: true,
  });
  const m = messages.warranty;

  const submit = useCallback(
    async (orderId: number, reason: ClaimReason, message: string, file: File | null = null): Promise<ClaimOutcome> => {
      const fail = (title: string, text: string): ClaimOutcome => {
        toast({ title, description: text, variant: 'destructive' });
        return { ok: false, message: text };
      };
      let answer;
      try {
        const attachmentId = file ? await uploadClaimFile(orderId, file) : null;
        const input = { orderId, reason, message: message.trim(), attachmentId };
        answer = (await submitClaim({ variables: { input } })).data?.submitClaim;
      } catch (failure) {
        // A refused file answers in REST's words, the claim in GraphQL's.
        const text = failure instanceof RestError ? failure.message : errorMessage(failure, m.failedDefault);
        return fail(m.failed, text);
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
