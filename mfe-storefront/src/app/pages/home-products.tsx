import { lazy, Suspense } from 'react';
import { httpErrorMessage } from '@shop/ui';
import type { CardStyles } from '@shop/shared';
import type { CategorySelection } from '../../features/categories/lib/category-selection';
import { ProductList } from '../../features/products/components/product-list';
import type { CardProduct } from '../../features/products/components/product-card';
import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart';
import { usePurchase } from '../../features/purchase/hooks/use-purchase';
import * as messages from '../../messages';

// Never rendered on the server (nor is this whole part): plain `lazy`, no hydration to wait for.
const PurchaseDialogs = lazy(() =>
  import('../../features/purchase/components/purchase-dialogs').then((module) => ({
    default: module.PurchaseDialogs,
  })),
);
// 'Notify me of new stock' under the list: loaded with the list, not with the first page.
const ListRestockAlert = lazy(() =>
  import('../../features/restock/components/restock-alert-button').then((module) => ({
    default: module.ListRestockAlert,
  })),
);

export interface HomeProductsProps {
  selection: CategorySelection;
  products: readonly CardProduct[];
  loading: boolean;
  error?: unknown;
  refetch(): Promise<unknown>;
  design: CardStyles | null;
}

/**
 * The home page's products once a whole category path is chosen, with buying and the cart: one
 * lazy part, so the first page (no path chosen yet) carries none of it.
 */
export function HomeProducts({ selection, products, loading, error, refetch, design }: HomeProductsProps) {
  const purchase = usePurchase('list');
  const addToCart = useAddToCart();
  return (
    <>
      <ProductList
        products={products}
        loading={loading}
        errorText={error ? messages.products.error(httpErrorMessage(error)) : undefined}
        onRetry={() => void refetch().catch(() => undefined)}
        onBuy={purchase.buy}
        onAddToCart={addToCart}
        design={design}
        alertSlot={(skin) => (
          <Suspense fallback={null}>
            <ListRestockAlert scope={selection} skin={skin} />
          </Suspense>
        )}
      />
      <Suspense fallback={null}>
        <PurchaseDialogs flow={purchase} />
      </Suspense>
    </>
  );
}
