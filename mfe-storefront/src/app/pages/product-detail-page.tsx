import { css } from '@emotion/react';
import { useParams } from 'react-router-dom';
import { productTitle } from '../../features/products/components/product-title';
import { Page, theme, useShell } from '@shop/ui';
import { ProductDetail, ProductDetailSkeleton } from '../../features/products/components/product-detail';
import { ProductNotFound } from '../../features/products/components/product-not-found';
import { parseProductId, useProduct, type ProductDetail as Product } from '../../features/products/hooks/use-product';
import { productJsonLd, productPath } from '../../features/products/product-structured-data';
import { useCardDesign } from '../../features/card-design/hooks/use-card-design';
import { PurchaseDialogs } from '../../features/purchase/components/purchase-dialogs';
import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart';
import { usePurchase } from '../../features/purchase/hooks/use-purchase';
import { RestockAlertButton } from '../../features/restock/components/restock-alert-button';
import * as messages from '../../messages';

/** Phones: most titles take two lines there, so the loading line holds two. */
const loadingTitle = css({ color: theme.colors.textMuted, [theme.mobile]: { minHeight: '2.5em' } });

export function ProductDetailPage() {
  const { productId } = useParams();
  const id = parseProductId(productId);
  const { product, loading, error } = useProduct(id);
  const purchase = usePurchase('detail');
  const addToCart = useAddToCart();
  // On the server: the response's status and head (a real 404; the canonical path and JSON-LD).
  const { serverPage } = useShell();

  if (loading) {
    // A page navigated to in the browser (the server renders the product whole): a loading line in the title's place.
    return (
      <Page>
        <p role="status" css={[productTitle, loadingTitle]}>
          {messages.detail.loading}
        </p>
        <ProductDetailSkeleton />
      </Page>
    );
  }
  if (!product) {
    // A failed read is no 404: the server's render fails and the client-rendered page is sent.
    if (serverPage && error) throw error instanceof Error ? error : new Error('the product could not be read');
    serverPage?.status(404);
    return (
      <Page>
        <ProductNotFound />
      </Page>
    );
  }
  serverPage?.head({ canonical: productPath(product.id), jsonLd: productJsonLd(product) });
  return (
    <Page>
      <h1 css={productTitle}>{product.title.trim() || messages.detail.fallbackTitle}</h1>
      <ProductWithDesign product={product} onBuy={purchase.buy} onAddToCart={addToCart} />
      <PurchaseDialogs flow={purchase} />
    </Page>
  );
}

/** Asks for the card design once the product (and so its game) is known. */
function ProductWithDesign({
  product,
  onBuy,
  onAddToCart,
}: {
  product: Product;
  onBuy(product: Product): void;
  onAddToCart(product: Product): void;
}) {
  const design = useCardDesign({
    gameSlug: product.gameSlug,
    accountType: product.accountType,
    subCategory: product.subCategory,
  });
  return (
    <ProductDetail
      product={product}
      design={design}
      onBuy={onBuy}
      onAddToCart={onAddToCart}
      soldOutAction={<RestockAlertButton key={product.id} kind="product" input={{ productId: product.id }} />}
    />
  );
}
