import { Route, Routes } from 'react-router-dom';
import { LegalPage } from '../features/legal/components/legal-page';
import { HomePage } from './pages/home-page';
import { ProductsPage } from './pages/products-page';
import { ProductDetailPage } from './pages/product-detail-page';
import { CatchAllPage } from './pages/not-found-page';

/** The storefront's pages, with the site's absolute URLs (the shell sends it every other path). */
export function StorefrontRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/products/*" element={<ProductsPage />} />
      <Route path="/product/:productId" element={<ProductDetailPage />} />
      <Route path="/privacy-policy" element={<LegalPage document="privacy" />} />
      <Route path="/terms-of-service" element={<LegalPage document="terms" />} />
      <Route path="/refund-policy" element={<LegalPage document="refund" />} />
      {/* /skins* and the 404 page */}
      <Route path="*" element={<CatchAllPage />} />
    </Routes>
  );
}
