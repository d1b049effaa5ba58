import { useQuery } from '@apollo/client/react';
import { GetTransactionsDocument, GetWalletDocument } from '../../../gql/graphql';

/** Balance and ledger of the signed-in user, fresh on every visit. */
export function useWallet(userId: number) {
  const wallet = useQuery(GetWalletDocument, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  const transactions = useQuery(GetTransactionsDocument, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  return {
    balance: wallet.data?.wallet.balance ?? null,
    totalSpent: wallet.data?.wallet.totalSpent ?? null,
    balanceLoading: wallet.loading && !wallet.data,
    balanceError: wallet.data ? undefined : wallet.error,
    transactions: transactions.data?.transactions ?? [],
    transactionsLoading: transactions.loading && !transactions.data,
    transactionsError: transactions.data ? undefined : transactions.error,
    refetch: () => Promise.all([wallet.refetch(), transactions.refetch()]),
  };
}
