import { useMemo } from 'react';
import { DEFAULT_SERVER } from '@shop/shared';
import { useListedProducts } from './use-listed-products';
import type { CardProduct } from '../components/product-card';

export interface ProductPath {
  game: string | null;
  accountType: string | null;
  subcategory: string | null;
}

/** /products/{game}[/{accountType}[/{subcategory}]] → the path's parts (already URL-decoded by the router). */
export function productPath(splat: string | undefined): ProductPath {
  const [game = null, accountType = null, subcategory = null] = (splat ?? '').split('/').filter(Boolean);
  return { game, accountType, subcategory };
}

/** The listing page's filter: game (slug or id), then exact account type and subcategory, server EUW. */
export function matchesPath(
  product: CardProduct & { gameId?: number },
  path: ProductPath,
  server: string = DEFAULT_SERVER,
): boolean {
  if (path.game && product.gameSlug !== path.game && String(product.gameId ?? '') !== path.game) return false;
  if (path.accountType && product.accountType !== path.accountType) return false;
  if (path.subcategory && product.subCategory !== path.subcategory) return false;
  return product.server === server;
}

export function useProductsByPath(path: ProductPath) {
  const { products, loading, error, refetch } = useListedProducts();
  const matching = useMemo(() => products.filter((p) => matchesPath(p, path)), [products, path]);
  return { products: matching, loading, error, refetch };
}
