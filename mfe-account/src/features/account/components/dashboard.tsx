import { Button, ErrorState, Loading, errorMessage, panel, theme, type SessionUser } from '@shop/ui';
import { StatCard, statGrid } from '../../../components/stat-card';
import { formatUsd } from '../../../lib/format';
import { messages } from '../../../messages';
import { useDashboard } from '../hooks/use-dashboard';

/** Wallet balance, total spent and total orders placed, each a card. */
export function Dashboard({ user }: { user: SessionUser }) {
  const m = messages.account;
  const dashboard = useDashboard(user.id);

  let cards;
  if (dashboard.loading) cards = <Loading label={messages.common.loading} />;
  else if (dashboard.error) {
    cards = (
      <ErrorState
        message={messages.common.loadFailed(errorMessage(dashboard.error, dashboard.error.message))}
        action={
          <Button variant="outline" onClick={() => void dashboard.refetch().catch(() => undefined)}>
            {messages.common.retry}
          </Button>
        }
      />
    );
  } else {
    cards = (
      <div css={statGrid}>
        <StatCard
          title={m.walletBalance}
          value={formatUsd(dashboard.balance ?? user.balance)}
          link={{ to: '/account/wallet', label: m.manageWallet }}
        />
        <StatCard title={m.totalSpent} value={formatUsd(dashboard.totalSpent ?? '0')} hint={m.totalSpentText} />
        <StatCard
          title={m.totalOrders}
          value={dashboard.orderCount ?? 0}
          link={{ to: '/account/orders', label: m.goToOrders }}
        />
      </div>
    );
  }

  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <div css={[panel, { padding: 24 }]}>
        <h2 css={{ margin: '0 0 8px' }}>{m.welcome(user.username)}</h2>
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{m.dashboardText}</p>
      </div>
      {cards}
    </div>
  );
}
