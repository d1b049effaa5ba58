import { formatUsd } from '@shop/shared';
import { Button, ErrorState, Loading, errorMessage, panel, theme } from '@shop/ui';
import { messages } from '../../../messages';
import { useDepositReturn } from '../hooks/use-deposit-return';
import { useWallet } from '../hooks/use-wallet';
import { listStates } from '../../../components/list-states';
import { StatCard, statGrid } from '../../../components/stat-card';
import { DepositDialog } from './deposit-dialog';
import { TransactionsTable } from './transactions-table';

export function WalletPage({ userId }: { userId: number }) {
  const m = messages.wallet;
  const wallet = useWallet(userId);
  useDepositReturn();
  const retry = (
    <Button variant="outline" onClick={() => void wallet.refetch().catch(() => undefined)}>
      {messages.common.retry}
    </Button>
  );

  return (
    <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 20 }}>
      <div css={statGrid}>
        <section
          aria-label={m.balance}
          css={[
            panel,
            {
              padding: 24,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 16,
              borderColor: theme.colors.border,
            },
          ]}
        >
          <div>
            <h2 css={{ margin: '0 0 4px', fontSize: 16, color: theme.colors.textMuted, fontWeight: 600 }}>
              {m.balance}
            </h2>
            {wallet.balanceLoading ? (
              <Loading label={messages.common.loading} />
            ) : wallet.balanceError ? (
              <ErrorState
                message={messages.common.loadFailed(errorMessage(wallet.balanceError, wallet.balanceError.message))}
                action={retry}
              />
            ) : (
              <p css={{ margin: 0, fontSize: 34, fontWeight: 800 }}>{formatUsd(wallet.balance ?? '0')}</p>
            )}
          </div>
          <DepositDialog userId={userId} />
        </section>
        <StatCard
          title={m.totalSpent}
          value={wallet.totalSpent === null ? '–' : formatUsd(wallet.totalSpent)}
          hint={m.totalSpentText}
        />
      </div>
      <section css={[panel, { padding: 20 }]}>
        <h2 css={{ margin: '0 0 14px', fontSize: 20 }}>{m.transactions}</h2>
        <TransactionsTable
          transactions={wallet.transactions}
          {...listStates({
            loading: wallet.transactionsLoading,
            error: wallet.transactionsError,
            refetch: wallet.refetch,
          })}
        />
      </section>
    </div>
  );
}
