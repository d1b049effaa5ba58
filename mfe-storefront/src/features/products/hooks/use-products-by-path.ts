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
