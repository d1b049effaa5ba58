import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useCardDesign } from '../../features/card-design/hooks/use-card-design';
import { PagedProductList } from '../../features/products/components/product-list';
import { productPath } from '../../features/products/hooks/use-products-by-path';
import { PurchaseDialogs } from '../../features/purchase/components/purchase-dialogs';
import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart';
import { usePurchase } from '../../features/purchase/hooks/use-purchase';
import { ListRestockAlert } from '../../features/restock/components/restock-alert-button';
import { DEFAULT_SERVER } from '@shop/shared';
import * as messages from '../../messages';

/** The list under the products page's heading: a page of cards at a time from productPage, and the purchase dialogs (loaded with the page's code). */
export function ProductsContent() {
  const splat = useParams()['*'];
  const path = useMemo(() => productPath(splat), [splat]);
  const alertScope = useMemo(() => ({ ...path, server: DEFAULT_SERVER }), [path]);
  const purchase = usePurchase('list');
  const addToCart = useAddToCart();
  const design = useCardDesign({ gameSlug: path.game, accountType: path.accountType, subCategory: path.subcategory });
  return (
    <>
      <PagedProductList
        path={path}
        loadingLabel={messages.products.pageLoading}
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
