import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { formatUsd } from '@shop/shared';
import {
  Button,
  DataTable,
  Input,
  Select,
  formatTimestamp,
  rowActions,
  tableToolbar,
  wideText,
  type ColumnDef,
} from '@shop/ui';
import { GetAdminOrdersDocument } from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { useDebounced } from '../../../hooks/use-debounced';
import { listStates } from '../../../components/load-failure';
import { messages } from '../../../messages';
import { OrderDetailDialog, type AdminOrder } from './order-detail-dialog';
import { customerName, orderStatusLabel } from './order-labels';

const STATUS_FILTERS = ['pending', 'processing', 'delivered', 'cancelled'] as const;

/** The Orders tab: every customer order, newest first, with search, status filter and details. */
export function OrdersTab() {
  const m = messages.orders;
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState('');
  const search = useDebounced(searchText.trim());
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { watchLoad } = useAdminFeedback();
  const { data, previousData, loading, error, refetch } = useQuery(GetAdminOrdersDocument, {
    variables: { filter: { search: search || null, status: status || null } },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) watchLoad(error);
  }, [error, watchLoad]);
  const current = data ?? previousData;
  const orders = current?.adminOrders ?? [];
  const selected = orders.find((order) => order.id === selectedId) ?? null;

  const columns = useMemo<ColumnDef<AdminOrder>[]>(
    () => [
      { header: m.columns.id, cell: ({ row }) => `#${row.original.id}` },
      { header: m.columns.customer, cell: ({ row }) => customerName(row.original) },
      {
        header: m.columns.product,
        cell: ({ row }) => (
          <span css={wideText(180)}>
            {row.original.product.title || messages.users.detail.orderFallback(row.original.id)}
          </span>
        ),
      },
      {
        header: m.columns.date,
        cell: ({ row }) => (
          <span css={{ display: 'inline-block', whiteSpace: 'normal', minWidth: 84 }}>
            {formatTimestamp(row.original.orderDate)}
          </span>
        ),
      },
      { header: m.columns.price, cell: ({ row }) => formatUsd(row.original.totalPrice) },
      { header: m.columns.status, cell: ({ row }) => orderStatusLabel(row.original.status) },
      {
        header: m.columns.actions,
        cell: ({ row }) => (
          <div css={rowActions}>
            <Button
              variant="outline"
              onClick={() => setSelectedId(row.original.id)}
              aria-label={`${m.view}: #${row.original.id}`}
            >
              {m.view}
            </Button>
          </div>
        ),
      },
    ],
    [m],
  );

  return (
    <section aria-label={m.tableLabel}>
      <div css={tableToolbar}>
        <Input
          type="search"
          aria-label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Select
          aria-label={m.statusFilter}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          blank={messages.common.allStatuses}
          options={STATUS_FILTERS.map((value) => ({ value, label: m.statuses[value] }))}
        />
      </div>
      <DataTable
        label={m.tableLabel}
        columns={columns}
        data={orders}
        getRowId={(order) => String(order.id)}
        {...listStates({ loading, error, data: current, refetch }, { loadError: m.loadError, empty: m.empty })}
      />
      <OrderDetailDialog order={selected} onClose={() => setSelectedId(null)} />
    </section>
  );
}
