import { Suspense, useEffect } from 'react';
import { lazyLive } from '@shop/ui';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { HomePage } from './pages/home-page';
import { ProductsPage } from './pages/products-page';
import { prefetchRouteData } from './route-data';

// The home page and the products pages are in the storefront's first chunk; the other pages load
// when visited (PageLoading meanwhile; the server renders them whole, decision 0068).
const LegalPage = lazyLive(() =>
  import('../features/legal/components/legal-page').then((module) => ({ default: module.LegalPage })),
);
const TrustPage = lazyLive(() =>
  import('../features/trust/components/trust-page').then((module) => ({ default: module.TrustPage })),
);
const NotFoundPage = lazyLive(() =>
  import('./pages/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const ProductDetailPage = lazyLive(() =>
  import('./pages/product-detail-page').then((module) => ({ default: module.ProductDetailPage })),
);
const SkinsPage = lazyLive(() => import('./pages/skins-page').then((module) => ({ default: module.SkinsPage })));

/** Everything no other route claims: /skins-prefixed paths, otherwise the 404 page. */
function CatchAllPage() {
  const { pathname } = useLocation();
  return pathname.startsWith('/skins') ? <SkinsPage /> : <NotFoundPage />;
}

/** Holds the page's height while a page's code arrives, so the footer does not jump up and back. */
function PageLoading() {
  return <div aria-busy="true" css={{ minHeight: '100vh' }} />;
}

/** The storefront's pages, with the site's absolute URLs (the shell sends it every other path). */
export function StorefrontRoutes() {
  const client = useApolloClient();
  const { pathname } = useLocation();
  // Runs right after the commit that starts loading the page's code, so both travel together.
  useEffect(() => prefetchRouteData(client, pathname), [client, pathname]);
  return (
    // Every page at least a screen high: a short page (404, legal) or one still loading never
    // pulls the shell's footer up into view and pushes it back down.
    <div css={{ minHeight: '100vh' }}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/products/*" element={<ProductsPage />} />
          <Route path="/product/:productId" element={<ProductDetailPage />} />
          <Route path="/privacy-policy" element={<LegalPage document="privacy" />} />
          <Route path="/terms-of-service" element={<LegalPage document="terms" />} />
          <Route path="/refund-policy" element={<LegalPage document="refund" />} />
          <Route path="/trust" element={<TrustPage />} />
          {/* /skins* and the 404 page */}
          <Route path="*" element={<CatchAllPage />} />
        </Routes>
      </Suspense>
    </div>
  );
}
