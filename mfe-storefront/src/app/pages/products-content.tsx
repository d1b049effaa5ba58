import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useCardDesign } from '../../features/card-design/hooks/use-card-design';
import { ProductList } from '../../features/products/components/product-list';
import { productPath, useProductsByPath } from '../../features/products/hooks/use-products-by-path';
import { PurchaseDialogs } from '../../features/purchase/components/purchase-dialogs';
import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart';
import { usePurchase } from '../../features/purchase/hooks/use-purchase';
import { ListRestockAlert } from '../../features/restock/components/restock-alert-button';
import { httpErrorMessage } from '@shop/ui';
import { DEFAULT_SERVER } from '@shop/shared';
import * as messages from '../../messages';

/** The list under the products page's heading: its data, cards and purchase dialogs (loaded with the page's code). */
export function ProductsContent() {
  const splat = useParams()['*'];
  const path = useMemo(() => productPath(splat), [splat]);
  const { products, loading, error, refetch } = useProductsByPath(path);
  const alertScope = useMemo(() => ({ ...path, server: DEFAULT_SERVER }), [path]);
  const purchase = usePurchase('list');
  const addToCart = useAddToCart();
  const design = useCardDesign({ gameSlug: path.game, accountType: path.accountType, subCategory: path.subcategory });
  return (
    <>
      <ProductList
        products={products}
        loading={loading}
        loadingLabel={messages.products.pageLoading}
        errorText={error ? messages.products.error(httpErrorMessage(error)) : undefined}
        onRetry={() => void refetch().catch(() => undefined)}
        onBuy={purchase.buy}
        onAddToCart={addToCart}
        design={design}
        cardHeadingLevel={2}
        alertSlot={(skin) => <ListRestockAlert scope={alertScope} skin={skin} />}
      />
      <PurchaseDialogs flow={purchase} />
    </>
  );
}
