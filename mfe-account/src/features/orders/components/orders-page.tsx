import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { css } from '@emotion/react';
import { formatUsd } from '@shop/shared';
import { Button, DataTable, formatDateTimeToMinute, panel, theme, type ColumnDef } from '@shop/ui';
import { ClaimStatusBadge } from '../../../components/claim-status';
import { listStates, rowId } from '../../../components/list-states';
import { messages } from '../../../messages';
import { useOrderDelivery, useOrders, type ListedOrder as Order } from '../hooks/use-orders';
import { OrderDetailDialog } from './order-detail-dialog';
import { orderStatus } from './order-status';
import { orderTitle } from './order-text';

/** Fixed column widths (the product column takes the rest); phones get the card layout instead. */
const fixedColumns = css`
  table {
    table-layout: fixed;
    min-width: 720px;
  }
  th:nth-of-type(1) {
    width: 80px;
  }
  th:nth-of-type(3) {
    width: 170px;
  }
  th:nth-of-type(4) {
    width: 110px;
  }
  th:nth-of-type(5) {
    width: 120px;
  }
  th:nth-of-type(6) {
    width: 100px;
  }
  td {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  ${theme.mobile} {
    table {
      display: block;
      table-layout: auto;
      min-width: 0;
    }
    td {
      overflow: visible;
    }
  }
`;

const ellipsis = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

function orderColumns(onView: (order: Order) => void): ColumnDef<Order>[] {
  const m = messages.orders;
  return [
    { id: 'id', header: m.columns.id, cell: ({ row }) => `#${row.original.id}` },
    {
      id: 'product',
      header: m.columns.product,
      cell: ({ row: { original: order } }) => (
        <div css={{ minWidth: 0 }}>
          <span css={[ellipsis, { fontWeight: 600 }]}>{orderTitle(order)}</span>
          {order.product.productCode && (
            <span css={[ellipsis, { fontSize: 12, color: theme.colors.textMuted }]}>{order.product.productCode}</span>
          )}
        </div>
      ),
    },
    { id: 'date', header: m.columns.date, cell: ({ row }) => formatDateTimeToMinute(row.original.orderDate) },
    { id: 'price', header: m.columns.price, cell: ({ row }) => formatUsd(row.original.totalPrice) },
    {
      id: 'status',
      header: m.columns.status,
      cell: ({ row: { original: order } }) => {
        const claim = order.claims.at(-1);
        return (
          <>
            {orderStatus(order.status)}
            {/* the latest warranty claim's status under the order's */}
            {claim && (
              <span css={{ display: 'block', marginTop: 4 }}>
                <ClaimStatusBadge status={claim.status} />
              </span>
            )}
          </>
        );
      },
    },
    {
      id: 'action',
      header: m.columns.action,
      cell: ({ row: { original: order } }) => (
        <Button
          variant="outline"
          aria-label={m.viewLabel(order.id)}
          css={{ minHeight: 34, padding: '4px 14px' }}
          onClick={() => onView(order)}
        >
          {m.view}
        </Button>
      ),
    },
  ];
}

/** /account/orders: the buyer's orders; a row's dialog (`?order=ID`) reads its credentials on demand. */
export function OrdersPage({ userId }: { userId: number }) {
  const m = messages.orders;
  const { orders, loading, error, refetch } = useOrders(userId);
  // The open order is in the URL (?order=ID: a link from the support list opens it) and read from
  // the list, so a claim's outcome (new credentials, its status) shows in the open dialog.
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('order'));
  const selected = useOrderDelivery(userId, orders.find((order) => order.id === selectedId) ?? null);
  const columns = useMemo(() => orderColumns((order) => setParams({ order: String(order.id) })), [setParams]);

  const content = (
    <div css={fixedColumns}>
      <DataTable
        label={m.title}
        columns={columns}
        data={orders}
        getRowId={rowId}
        {...listStates({ loading, error, refetch })}
        empty={{ title: m.empty, hint: m.emptyHint, action: <Link to="/products">{m.browse}</Link> }}
      />
    </div>
  );

  return (
    <section css={[panel, { padding: 20 }]}>
      <h2 css={{ margin: '0 0 14px', fontSize: 22 }}>{m.title}</h2>
      {content}
      <OrderDetailDialog order={selected} onClose={() => setParams({}, { replace: true })} />
    </section>
  );
}
