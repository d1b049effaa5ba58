import { buildFederatedSchema } from '@shop/server-kit';
import { CardDesignResolver } from './modules/card-design/card-design.resolver';
import { ServerResolver } from './modules/server/server.resolver';
import { GameCategoryResolver } from './modules/game-category/game-category.resolver';
import { productReference } from './modules/product/product.reference';
import { ProductResolver } from './modules/product/product.resolver';
import { ProductAdminResolver } from './modules/product/product-admin.resolver';
import { StockListingResolver } from './modules/stock/stock-listing.resolver';

export function buildCatalogSchema() {
  return buildFederatedSchema({
    resolvers: [
      ProductResolver,
      ProductAdminResolver,
      GameCategoryResolver,
      ServerResolver,
      CardDesignResolver,
      StockListingResolver,
    ],
    referenceResolvers: productReference,
  });
}
