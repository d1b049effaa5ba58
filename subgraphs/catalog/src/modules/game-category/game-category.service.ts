import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '@shop/server-kit';
import type { GameCategoryInput } from './game-category.input';
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
      icon: game.icon ?? null,
      parentId: game.parentId ?? null,
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

  async create(input: GameCategoryInput): Promise<GameCategoryType> {
    const category = this.em.create(GameCategoryEntity, {
      name: input.name.trim(),
      slug: input.slug.trim().toLowerCase(),
      icon: input.icon ?? null,
      parentId: input.parentId ?? null,
    });
    await this.flushUnique();
    return this.one(category.id);
  }

  async update(id: number, input: GameCategoryInput): Promise<GameCategoryType> {
    const category = await this.em.findOne(GameCategoryEntity, { id });
    if (!category) throw notFound('Game category not found.');
    category.name = input.name.trim();
    category.slug = input.slug.trim().toLowerCase();
    category.icon = input.icon ?? null;
    category.parentId = input.parentId ?? null;
    await this.flushUnique();
    return this.one(id);
  }

  /** Removes the category and its account types; products keep their game slug text. */
  async remove(id: number): Promise<boolean> {
    const deleted = await this.em.nativeDelete(GameCategoryEntity, { id });
    if (deleted === 0) throw notFound('Game category not found.');
    await this.em.nativeDelete(AccountTypeEntity, { gameCategoryId: id });
    return true;
  }

  private async one(id: number): Promise<GameCategoryType> {
    return (await this.list()).find((category) => category.id === id)!;
  }

  private async flushUnique(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if ((error as { code?: string }).code === '23505' || /unique/i.test(String((error as Error).message)))
        throw badInput('A category with this slug already exists.');
      throw error;
    }
  }
}
