import { Page } from '../../components/page';
import { ProductList } from '../../features/products/components/product-list';
import { useListedProducts } from '../../features/products/hooks/use-listed-products';
import { PurchaseDialogs } from '../../features/purchase/components/purchase-dialogs';
import { usePurchase } from '../../features/purchase/hooks/use-purchase';
import { messages } from '../../messages';

/** /products, /products/{game}[/{accountType}[/{subcategory}]]: category filters come later. */
export function ProductsPage() {
  const { products, loading, error, refetch } = useListedProducts();
  const purchase = usePurchase('list');
  return (
    <Page>
      <h1 css={{ marginTop: 0 }}>{messages.products.pageHeading}</h1>
      <ProductList
        products={products}
        loading={loading}
        loadingLabel={messages.products.pageLoading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        onBuy={purchase.buy}
      />
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
