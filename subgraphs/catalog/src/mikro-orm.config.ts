import path from 'node:path';
import type { OrmOptions } from '@shop/server-kit';
import { migrations } from './migrations';
import { AccountTypeEntity, GameCategoryEntity } from './modules/game-category/game-category.entity';
import { CardDesignEntity } from './modules/card-design/card-design.entity';
import { ProductEntity } from './modules/product/product.entity';
import { ProductInStockEntity } from './modules/stock/product-in-stock.entity';

export const SCHEMA = 'catalog';

export function catalogOrmOptions(databaseUrl: string): OrmOptions {
  return {
    schema: SCHEMA,
    databaseUrl,
    entities: [ProductEntity, GameCategoryEntity, AccountTypeEntity, CardDesignEntity, ProductInStockEntity],
    migrations,
    migrationsPath: path.resolve(__dirname, '../src/migrations'),
  };
}
