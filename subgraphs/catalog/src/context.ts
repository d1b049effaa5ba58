import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseContext } from '@shop/server-kit';
import { CardDesignService } from './modules/card-design/card-design.service';
import { GameCategoryService } from './modules/game-category/game-category.service';
import { ProductService } from './modules/product/product.service';
import { ProductAdminService } from './modules/product/product-admin.service';

export interface CatalogContext extends BaseContext {
  products: ProductService;
  productAdmin: ProductAdminService;
  gameCategories: GameCategoryService;
  cardDesigns: CardDesignService;
}

export function createCatalogContext(base: BaseContext, em: EntityManager): CatalogContext {
  return {
    ...base,
    products: new ProductService(em),
    productAdmin: new ProductAdminService(em),
    gameCategories: new GameCategoryService(em),
    cardDesigns: new CardDesignService(em),
  };
}
