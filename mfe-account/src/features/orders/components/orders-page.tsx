import { useState } from 'react';
import { Link } from 'react-router-dom';
import { panel } from '@shop/ui';
import { Button } from '@shop/ui';
import { EmptyState, ErrorState, Loading } from '@shop/ui';
import { table, tableWrap, theme } from '@shop/ui';
import { css } from '@emotion/react';
import { errorMessage } from '@shop/ui';
import { formatDate, formatUsd } from '../../../lib/format';
import { messages } from '../../../messages';
import { useOrders, type Order } from '../hooks/use-orders';
import { OrderDetailDialog } from './order-detail-dialog';
import { orderStatus } from './order-status';
import { orderTitle } from './order-text';

/** Fixed column widths (the product column takes the rest); phones get the card layout instead. */
const fixedColumns = css`
  table-layout: fixed;
  min-width: 720px;
  td {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  @media (max-width: 767px) {
    display: block;
    table-layout: auto;
    min-width: 0;
    colgroup {
      display: none;
    }
    td {
      overflow: visible;
    }
  }
`;

export function OrdersPage({ userId }: { userId: number }) {
  const m = messages.orders;
  const { orders, loading, error, refetch } = useOrders(userId);
  const [selected, setSelected] = useState<Order | null>(null);

  let content;
  if (loading) content = <Loading label={messages.common.loading} />;
  else if (error) {
    content = (
      <ErrorState
        message={messages.common.loadFailed(errorMessage(error, error.message))}
        action={
          <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            {messages.common.retry}
          </Button>
        }
      />
    );
  } else if (orders.length === 0) {
    content = <EmptyState title={m.empty} hint={m.emptyHint} action={<Link to="/products">{m.browse}</Link>} />;
  } else {
    content = (
      <div css={tableWrap}>
        <table css={[table, fixedColumns]}>
          <colgroup>
            <col css={{ width: 80 }} />
            <col />
            <col css={{ width: 170 }} />
            <col css={{ width: 110 }} />
            <col css={{ width: 120 }} />
            <col css={{ width: 100 }} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{m.columns.id}</th>
              <th scope="col">{m.columns.product}</th>
              <th scope="col">{m.columns.date}</th>
              <th scope="col">{m.columns.price}</th>
              <th scope="col">{m.columns.status}</th>
              <th scope="col">{m.columns.action}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td data-label={m.columns.id}>#{order.id}</td>
                <td data-label={m.columns.product}>
                  <div css={{ minWidth: 0 }}>
                    <span css={{ display: 'block', fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                      {orderTitle(order)}
                    </span>
                    {order.product.productCode && (
                      <span
                        css={{
                          display: 'block',
                          fontSize: 12,
                          color: theme.colors.textMuted,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                        }}
                      >
                        {order.product.productCode}
                      </span>
                    )}
                  </div>
                </td>
                <td data-label={m.columns.date}>{formatDate(order.orderDate)}</td>
                <td data-label={m.columns.price}>{formatUsd(order.totalPrice)}</td>
                <td data-label={m.columns.status}>{orderStatus(order.status)}</td>
                <td data-label={m.columns.action}>
                  <Button
                    variant="outline"
                    aria-label={m.viewLabel(order.id)}
                    css={{ minHeight: 34, padding: '4px 14px' }}
                    onClick={() => setSelected(order)}
                  >
                    {m.view}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section css={[panel, { padding: 20 }]}>
      <h2 css={{ margin: '0 0 14px', fontSize: 22 }}>{m.title}</h2>
      {content}
      <OrderDetailDialog order={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
