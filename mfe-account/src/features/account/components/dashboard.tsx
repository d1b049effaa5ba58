import { Button, ErrorState, Loading, errorMessage, panel, theme, type SessionUser } from '@shop/ui';
import { StatCard, statGrid } from '../../../components/stat-card';
import { formatUsd } from '@shop/shared';
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
    <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 20 }}>
      <WelcomeCard name={user.username} />
      {cards}
    </div>
  );
}

/** The dashboard's first card; `name` null while the session loads (its line held empty). */
export function WelcomeCard({ name }: { name: string | null }) {
  const m = messages.account;
  return (
    <div css={[panel, { padding: 24 }]}>
      <h2
        title={name ?? undefined}
        css={{ margin: '0 0 8px', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {name === null ? '\u00a0' : m.welcome(name)}
      </h2>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{m.dashboardText}</p>
    </div>
  );
}
