import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseContext } from '@shop/server-kit';
import { GameCategoryService } from './modules/game-category/game-category.service';
import { ProductService } from './modules/product/product.service';

export interface CatalogContext extends BaseContext {
  products: ProductService;
  gameCategories: GameCategoryService;
}

export function createCatalogContext(base: BaseContext, em: EntityManager): CatalogContext {
  return { ...base, products: new ProductService(em), gameCategories: new GameCategoryService(em) };
}
