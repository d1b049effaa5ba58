import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseContext } from '@shop/server-kit';
import { CardDesignService } from './modules/card-design/card-design.service';
import { GameCategoryService } from './modules/game-category/game-category.service';
import { ProductService } from './modules/product/product.service';

export interface CatalogContext extends BaseContext {
  products: ProductService;
  gameCategories: GameCategoryService;
  cardDesigns: CardDesignService;
}

export function createCatalogContext(base: BaseContext, em: EntityManager): CatalogContext {
  return { ...base, products: new ProductService(em), gameCategories: new GameCategoryService(em), cardDesigns: new CardDesignService(em) };
}
