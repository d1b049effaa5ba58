import { useParams } from 'react-router-dom';
import { Page } from '@shop/ui';
import { Loading } from '@shop/ui';
import { ProductDetail } from '../../features/products/components/product-detail';
import { ProductNotFound } from '../../features/products/components/product-not-found';
import { parseProductId, useProduct } from '../../features/products/hooks/use-product';
import { PurchaseDialogs } from '../../features/purchase/components/purchase-dialogs';
import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart';
import { usePurchase } from '../../features/purchase/hooks/use-purchase';
import * as messages from '../../messages';

export function ProductDetailPage() {
  const { productId } = useParams();
  const id = parseProductId(productId);
  const { product, loading } = useProduct(id);
  const purchase = usePurchase('detail');
  const addToCart = useAddToCart();

  if (loading) {
    return (
      <Page>
        <Loading label={messages.detail.loading} />
      </Page>
    );
  }
  if (!product) {
    return (
      <Page>
        <ProductNotFound />
      </Page>
    );
  }
  return (
    <Page>
      <h1 css={{ marginTop: 0 }}>{product.title.trim() || messages.detail.fallbackTitle}</h1>
      <ProductDetail product={product} onBuy={purchase.buy} onAddToCart={addToCart} />
      <PurchaseDialogs
        step={purchase.step}
        processing={purchase.processing}
        onConfirm={() => void purchase.confirm()}
        onClose={purchase.close}
        onGoToOrders={purchase.goToOrders}
      />
    </Page>
  );
}
