import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountTypeEntity, GameCategoryEntity } from './game-category.entity';
import type { GameCategoryType } from './game-category.type';

/** The spec forces this name for account type `fresh`, whatever is stored. */
export const FRESH_ACCOUNT_TYPE_NAME = 'BOTTED FRESH SMURF';

export class GameCategoryService {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<GameCategoryType[]> {
    const [games, types] = await Promise.all([
      this.em.find(GameCategoryEntity, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } }),
      this.em.find(AccountTypeEntity, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } }),
    ]);
    return games.map((game) => ({
      id: game.id,
      name: game.name,
      slug: game.slug,
      accountTypes: types
        .filter((type) => type.gameCategoryId === game.id)
        .map((type) => ({
          id: type.slug,
          name: type.slug === 'fresh' ? FRESH_ACCOUNT_TYPE_NAME : type.name,
          description: type.description,
          subcategories: type.subcategories.map((sub) => ({ id: sub, name: sub })),
        })),
    }));
  }
}
