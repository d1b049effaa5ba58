import { css } from '@emotion/react';
import type { ErrorLike } from '@apollo/client';
import { theme } from '../../../components/theme';
import { Button } from '../../../components/button';
import { EmptyState, ErrorState, Loading } from '../../../components/status';
import { errorMessage } from '../../../lib/errors';
import { messages } from '../../../messages';
import type { ListedProduct } from '../hooks/use-listed-products';
import { ProductCard } from './product-card';

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 20px;
  ${theme.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 14px;
  }
`;

export interface ProductListProps {
  products: ListedProduct[];
  loading: boolean;
  error?: ErrorLike;
  onRetry(): void;
  onBuy(product: ListedProduct): void;
  loadingLabel?: string;
}

export function ProductList({ products, loading, error, onRetry, onBuy, loadingLabel = messages.products.loading }: ProductListProps) {
  if (loading) return <Loading label={loadingLabel} />;
  if (error) {
    return (
      <ErrorState
        message={messages.products.error(errorMessage(error, error.message || messages.products.loadFailed))}
        action={
          <Button variant="outline" onClick={onRetry}>
            {messages.products.retry}
          </Button>
        }
      />
    );
  }
  if (products.length === 0) return <EmptyState title={messages.products.empty} hint={messages.products.emptyHint} />;
  return (
    <>
      <p css={{ margin: '0 0 14px', color: theme.colors.textMuted }} aria-live="polite">
        {messages.products.count(products.length)}
      </p>
      <div css={grid}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} onBuy={onBuy} />
        ))}
      </div>
    </>
  );
}
