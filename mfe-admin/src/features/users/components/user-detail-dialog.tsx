import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatTry, formatUsd } from '@shop/shared';
import {
  Button,
  DataTable,
  Dialog,
  DialogRow,
  Loading,
  Tabs,
  formatTimestamp,
  theme,
  useShell,
  type ColumnDef,
} from '@shop/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  GetAdminUserActivityDocument,
  GetAdminUserDocument,
  GetAdminUserOrdersDocument,
  GetAdminUserTransactionsDocument,
  ReleaseAdminWalletHoldDocument,
  type GetAdminUserActivityQuery,
  type GetAdminUserOrdersQuery,
  type GetAdminUserTransactionsQuery,
} from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { listStates } from '../../../components/load-failure';
import { messages } from '../../../messages';
import { ApiKeysPanel } from './api-keys-panel';
import { HoldBadge } from './hold-badge';
import { WebhooksPanel } from './webhooks-panel';

type TabKey = keyof typeof messages.users.detail.tabNames;
const TAB_KEYS: TabKey[] = ['profile', 'orders', 'transactions', 'activity', 'apiKeys', 'webhooks'];
const d = messages.users.detail;
const h = messages.users.hold;

type OrderRow = GetAdminUserOrdersQuery['ordersByUser'][number];
type TransactionRow = GetAdminUserTransactionsQuery['transactions'][number];
type ActivityRow = GetAdminUserActivityQuery['userActivity'][number];

const orderColumns: ColumnDef<OrderRow>[] = [
  { header: d.columns.id, accessorKey: 'id' },
  { header: d.columns.product, cell: ({ row }) => row.original.product?.title || d.orderFallback(row.original.id) },
  { header: d.columns.date, cell: ({ row }) => formatTimestamp(row.original.orderDate) },
  { header: d.columns.amount, cell: ({ row }) => formatUsd(row.original.totalPrice) },
  {
    header: d.columns.status,
    cell: ({ row }) => messages.orders.displayStatus[row.original.status] ?? row.original.status,
  },
];

const transactionColumns: ColumnDef<TransactionRow>[] = [
  { header: d.columns.date, cell: ({ row }) => formatTimestamp(row.original.createdAt) },
  { header: d.columns.type, cell: ({ row }) => d.transactionTypes[row.original.type] ?? row.original.type },
  {
    header: d.columns.description,
    cell: ({ row }) => <span css={{ whiteSpace: 'normal' }}>{row.original.description}</span>,
  },
  { header: d.columns.amount, cell: ({ row }) => formatTry(row.original.amount) },
  { header: d.columns.status, cell: ({ row }) => (row.original.status === 'completed' ? d.completed : d.pending) },
];

const activityColumns: ColumnDef<ActivityRow>[] = [
  { header: d.columns.date, cell: ({ row }) => formatTimestamp(row.original.timestamp) },
  { header: d.columns.action, accessorKey: 'action' },
  { header: d.columns.details, cell: ({ row }) => <span css={{ whiteSpace: 'normal' }}>{row.original.details}</span> },
];

function OrdersPanel({ userId }: { userId: number }) {
  const query = useQuery(GetAdminUserOrdersDocument, { variables: { userId }, fetchPolicy: 'network-only' });
  return (
    <DataTable
      label={d.tabNames.orders}
      columns={orderColumns}
      data={query.data?.ordersByUser ?? []}
      {...listStates(query, { loadError: d.ordersError, empty: d.ordersEmpty })}
    />
  );
}

function TransactionsPanel({ userId }: { userId: number }) {
  const query = useQuery(GetAdminUserTransactionsDocument, { variables: { userId }, fetchPolicy: 'network-only' });
  return (
    <DataTable
      label={d.tabNames.transactions}
      columns={transactionColumns}
      data={query.data?.transactions ?? []}
      {...listStates(query, { loadError: d.transactionsError, empty: d.transactionsEmpty })}
    />
  );
}

function ActivityPanel({ userId }: { userId: number }) {
  const query = useQuery(GetAdminUserActivityDocument, { variables: { userId }, fetchPolicy: 'network-only' });
  return (
    <DataTable
      label={d.tabNames.activity}
      columns={activityColumns}
      data={query.data?.userActivity ?? []}
      {...listStates(query, { loadError: d.activityError, empty: d.activityEmpty })}
    />
  );
}

/** The hold on a user's wallet: why, and a confirmed release (GraphQL `releaseWalletHold`), then the dialog and the list refresh. */
function HoldSection({ userId, username, reason }: { userId: number; username: string; reason: string | null }) {
  const { success, failure } = useAdminFeedback();
  const [confirming, setConfirming] = useState(false);
  const [release, { loading }] = useMutation(ReleaseAdminWalletHoldDocument, {
    refetchQueries: ['GetAdminUsers', 'GetAdminUser'],
    awaitRefetchQueries: true,
  });
  const confirm = async () => {
    try {
      await release({ variables: { userId } });
      success(h.released(username));
    } catch (e) {
      failure(e);
    }
    setConfirming(false);
  };
  return (
    <div
      role="region"
      aria-label={h.title}
      css={{
        margin: '0 0 14px',
        padding: '12px 14px',
        border: `1px solid ${theme.colors.danger}`,
        borderRadius: theme.radius,
        background: theme.colors.dangerSurface,
      }}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: 10, marginBottom: 6 }}>
        <HoldBadge reason={reason} />
        <strong>{h.title}</strong>
      </div>
      <p css={{ margin: '0 0 8px', color: theme.colors.textMuted, fontSize: 14 }}>{h.explanation}</p>
      <p css={{ margin: 0, fontSize: 14, overflowWrap: 'anywhere' }}>
        <span css={{ color: theme.colors.textMuted }}>{h.reason}: </span>
        <strong>{reason || h.noReason}</strong>
      </p>
      <div css={{ marginTop: 12 }}>
        <Button onClick={() => setConfirming(true)} disabled={loading}>
          {loading ? h.releasing : h.release}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={h.confirmTitle}
        description={h.confirm(username)}
        confirmLabel={h.release}
        busy={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

export interface UserDetailDialogProps {
  userId: number | null;
  onClose(): void;
}

/** Profile, orders, balance transactions, activity, API keys and webhooks of one user; a failed load toasts and closes. */
export function UserDetailDialog({ userId, onClose }: UserDetailDialogProps) {
  const { toast } = useShell();
  const [tab, setTab] = useState<TabKey>('profile');
  const { data, loading, error } = useQuery(GetAdminUserDocument, {
    variables: { id: userId ?? 0 },
    skip: userId === null,
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    if (userId !== null) setTab('profile');
  }, [userId]);
  useEffect(() => {
    if (!error || userId === null) return;
    toast({ title: messages.common.error, description: d.loadError, variant: 'destructive' });
    onClose();
  }, [error, userId, toast, onClose]);
  const user = data?.adminUser;
  if (userId === null) return null;
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={d.title(user?.username ?? `#${userId}`)}
      closeLabel={messages.dialog.close}
      wide
    >
      <Tabs<TabKey>
        label={d.tabs}
        tabs={TAB_KEYS.map((key) => ({ key, label: d.tabNames[key] }))}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'profile' &&
          (loading || !user ? (
            <Loading label={messages.common.loading} />
          ) : (
            <div>
              {user.wallet.onHold && (
                <HoldSection userId={user.id} username={user.username} reason={user.wallet.holdReason} />
              )}
              <DialogRow label={messages.users.columns.id}>{user.id}</DialogRow>
              <DialogRow label={messages.users.columns.username}>{user.username}</DialogRow>
              <DialogRow label={messages.users.columns.email}>{user.email}</DialogRow>
              <DialogRow label={messages.users.columns.status}>
                {messages.users.statuses[user.status] ?? user.status}
              </DialogRow>
              <DialogRow label={messages.users.columns.admin}>
                {user.isAdmin ? messages.common.yes : messages.common.no}
              </DialogRow>
              <DialogRow label={messages.users.columns.balance}>{formatTry(user.balance)}</DialogRow>
              <DialogRow label={d.totalSpent}>{formatTry(user.totalSpent)}</DialogRow>
              <DialogRow label={messages.users.columns.createdAt}>{formatTimestamp(user.createdAt)}</DialogRow>
            </div>
          ))}
        {tab === 'orders' && <OrdersPanel userId={userId} />}
        {tab === 'transactions' && <TransactionsPanel userId={userId} />}
        {tab === 'activity' && <ActivityPanel userId={userId} />}
        {tab === 'apiKeys' && <ApiKeysPanel userId={userId} />}
        {tab === 'webhooks' && <WebhooksPanel userId={userId} />}
      </Tabs>
    </Dialog>
  );
}
