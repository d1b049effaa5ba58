import { formatUsd } from '@shop/shared';
import { Button } from '@shop/ui';
import { EmptyState, ErrorState, Loading } from '@shop/ui';
import { table, tableWrap } from '@shop/ui';
import { errorMessage } from '@shop/ui';
import { messages } from '../../../messages';
import { useAdminProducts } from '../hooks/use-admin-products';

export function ProductsTable() {
  const m = messages.products;
  const { products, loading, error, refetch } = useAdminProducts();
  if (loading) return <Loading label={messages.common.loading} />;
  if (error) {
    return (
      <ErrorState
        message={messages.common.loadFailed(errorMessage(error, error.message))}
        action={
          <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            {messages.common.retry}
          </Button>
        }
      />
    );
  }
  if (products.length === 0) return <EmptyState title={m.empty} />;
  return (
    <div css={tableWrap}>
      <table css={table}>
        <thead>
          <tr>
            <th scope="col">{m.columns.id}</th>
            <th scope="col">{m.columns.title}</th>
            <th scope="col">{m.columns.price}</th>
            <th scope="col">{m.columns.stock}</th>
            <th scope="col">{m.columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <td data-label={m.columns.id}>{product.id}</td>
              <td data-label={m.columns.title} css={{ whiteSpace: 'normal', minWidth: 200 }}>
                {product.title}
              </td>
              <td data-label={m.columns.price}>{formatUsd(product.price)}</td>
              <td data-label={m.columns.stock}>{product.stock}</td>
              <td data-label={m.columns.status}>{product.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
