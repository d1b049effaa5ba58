import path from 'node:path';
import type { OrmOptions } from '@shop/server-kit';
import { migrations } from './migrations';
import { AccountTypeEntity, GameCategoryEntity } from './modules/game-category/game-category.entity';
import { ProductEntity } from './modules/product/product.entity';

export const SCHEMA = 'catalog';

export function catalogOrmOptions(databaseUrl: string): OrmOptions {
  return {
    schema: SCHEMA,
    databaseUrl,
    entities: [ProductEntity, GameCategoryEntity, AccountTypeEntity],
    migrations,
    migrationsPath: path.resolve(__dirname, '../src/migrations'),
  };
}
