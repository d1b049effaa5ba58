import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { formatUsd, type PaymentMethod } from '@shop/shared';
import { DepositDocument, GetTransactionsDocument } from '../../../gql/graphql';
import { useShell } from '@shop/ui';
import { errorMessage } from '@shop/ui';
import { messages } from '../../../messages';

/** Top-up of an amount the form has checked (`depositInput`, exact decimal): deposits (or sends the payer to the provider's checkout), refreshes ledger and session; resolves true on success. */
export function useDeposit(userId: number) {
  const { session, toast } = useShell();
  const [deposit, { loading }] = useMutation(DepositDocument, {
    // The answer updates the Wallet in the cache; the ledger has a new row.
    refetchQueries: [{ query: GetTransactionsDocument, variables: { userId } }],
    awaitRefetchQueries: true,
  });

  const run = useCallback(
    async (amount: string, paymentMethod: PaymentMethod): Promise<boolean> => {
      const fail = (description: string) => {
        toast({ title: messages.wallet.failed, description, variant: 'destructive' });
        return false;
      };
      let answer;
      try {
        answer = (await deposit({ variables: { input: { amount, paymentMethod } } })).data?.deposit;
      } catch (error) {
        // Coded errors only (invalid amount, signed out, an outage): refusals are answers.
        return fail(errorMessage(error, messages.wallet.failedDefault));
      }
      switch (answer?.__typename) {
        case 'Payment':
          break;
        case 'DailyDepositLimitError':
        case 'AccountOnHoldError':
          return fail(answer.message);
        default:
          return fail(messages.wallet.failedDefault);
      }
      const payment = answer;
      if (payment.status === 'pending' && payment.checkoutUrl) {
        // A real provider (Stripe Checkout): the payer pays on its page; the wallet is credited by its confirmation.
        toast({ title: messages.wallet.redirecting, description: messages.wallet.pendingText });
        window.location.assign(payment.checkoutUrl);
        return true;
      }
      toast({
        title: messages.wallet.success,
        description: messages.wallet.successText(formatUsd(amount)),
        variant: 'success',
      });
      void session.refetch();
      return true;
    },
    [deposit, session, toast],
  );

  return { deposit: run, loading };
}
