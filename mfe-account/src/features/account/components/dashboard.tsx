import { Link } from 'react-router-dom';
import { theme } from '@shop/ui';
import { panel } from '@shop/ui';
import { formatUsd } from '../../../lib/format';
import type { SessionUser } from '@shop/ui';
import { messages } from '../../../messages';

export function Dashboard({ user }: { user: SessionUser }) {
  const m = messages.account;
  return (
    <div css={[panel, { padding: 24 }]}>
      <h2 css={{ margin: '0 0 8px' }}>{m.welcome(user.username)}</h2>
      <p css={{ margin: '0 0 20px', color: theme.colors.textMuted }}>{m.dashboardText}</p>
      <p css={{ margin: '0 0 20px' }}>
        <span css={{ color: theme.colors.textMuted }}>{m.balance}: </span>
        <strong css={{ fontSize: 22 }}>{formatUsd(user.balance)}</strong>
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <Link to="/account/wallet">{m.goToWallet}</Link>
        <Link to="/account/orders">{m.goToOrders}</Link>
      </div>
    </div>
  );
}
