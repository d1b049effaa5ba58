import type { ProductDetail } from './hooks/use-product';

/** The product page's own path, whatever spelling of it was asked for (`/product/007/` is `/product/7`). */
export const productPath = (id: number) => `/product/${id}`;

/**
 * The product as schema.org's `Product` with one `Offer` (the HTML's JSON-LD, rendered on the
 * server: decision 0068). The price is the catalogue's decimal string as it is (never a float);
 * paths are the site's own, relative (the gateway knows no public origin).
 */
export function productJsonLd(product: ProductDetail): Record<string, unknown> {
  const path = productPath(product.id);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    sku: String(product.id),
    url: path,
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'USD',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: path,
    },
  };
}
