import { buildFederatedSchema } from '@shop/server-kit';
import { CardDesignResolver } from './modules/card-design/card-design.resolver';
import { ServerResolver } from './modules/server/server.resolver';
import { GameCategoryResolver } from './modules/game-category/game-category.resolver';
import { productReference } from './modules/product/product.reference';
import { ProductResolver } from './modules/product/product.resolver';

export function buildCatalogSchema() {
  return buildFederatedSchema({
    resolvers: [ProductResolver, GameCategoryResolver, ServerResolver, CardDesignResolver],
    referenceResolvers: productReference,
  });
}
