import path from 'node:path';
import type { OrmOptions } from '@shop/server-kit';
import { migrations } from './migrations';
import { AccountTypeEntity, GameCategoryEntity } from './modules/game-category/game-category.entity';
import { CardDesignEntity } from './modules/card-design/card-design.entity';
import { ProductEntity } from './modules/product/product.entity';

export const SCHEMA = 'catalog';

export function catalogOrmOptions(databaseUrl: string): OrmOptions {
  return {
    schema: SCHEMA,
    databaseUrl,
    entities: [ProductEntity, GameCategoryEntity, AccountTypeEntity, CardDesignEntity],
    migrations,
    migrationsPath: path.resolve(__dirname, '../src/migrations'),
  };
}
