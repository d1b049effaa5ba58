import { buildFederatedSchema } from '@shop/server-kit';
import { GameCategoryResolver } from './modules/game-category/game-category.resolver';
import { productReference } from './modules/product/product.reference';
import { ProductResolver } from './modules/product/product.resolver';

export function buildCatalogSchema() {
  return buildFederatedSchema({
    resolvers: [ProductResolver, GameCategoryResolver],
    referenceResolvers: productReference,
  });
}
