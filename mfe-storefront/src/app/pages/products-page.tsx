import { Suspense } from 'react';
import { Page, lazyLive } from '@shop/ui';
import * as messages from '../../messages';

// The list, its filters, cards and dialogs load with the page; the heading is in the first chunk.
const loadProductsContent = () => import('./products-content');
const ProductsContent = lazyLive(() => loadProductsContent().then((module) => ({ default: module.ProductsContent })));

// A list the server rendered hydrates once this code is in: asked for with the storefront's own
// code, not after it, so its buttons answer sooner.
if (typeof window !== 'undefined' && /^\/products(\/|$)/.test(window.location.pathname)) void loadProductsContent();

/**
 * /products, /products/{game}[/{accountType}[/{subcategory}]]: fixed server EUW. The heading
 * paints with the storefront's first chunk, without waiting for the list's code or data; the
 * space below it is held a screen high until the list (itself skeletons of the cards' size until
 * its data arrives) takes it, so nothing on screen moves.
 */
export function ProductsPage() {
  return (
    <Page>
      <h1 css={{ marginTop: 0 }}>{messages.products.pageHeading}</h1>
      <Suspense fallback={<div aria-busy="true" css={{ minHeight: '100vh' }} />}>
        <ProductsContent />
      </Suspense>
    </Page>
  );
}
