import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseContext } from '@shop/server-kit';
import { CardDesignService } from './modules/card-design/card-design.service';
import { GameCategoryService } from './modules/game-category/game-category.service';
import { ProductService } from './modules/product/product.service';
import { ProductPageService } from './modules/product/product-page.service';
import { ProductAdminService } from './modules/product/product-admin.service';
import { StockListingService } from './modules/stock/stock-listing.service';

export interface CatalogContext extends BaseContext {
  products: ProductService;
  productPages: ProductPageService;
  productAdmin: ProductAdminService;
  stockListing: StockListingService;
  gameCategories: GameCategoryService;
  cardDesigns: CardDesignService;
}

export function createCatalogContext(base: BaseContext, em: EntityManager): CatalogContext {
  const products = new ProductService(em);
  return {
    ...base,
    products,
    productPages: new ProductPageService(em, products),
    productAdmin: new ProductAdminService(em),
    stockListing: new StockListingService(em),
    gameCategories: new GameCategoryService(em),
    cardDesigns: new CardDesignService(em),
  };
}
