import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { validateInput } from '@shop/server-kit';
import type { CatalogContext } from '../../context';
import { GameCategoryInput } from './game-category.input';
import { GameCategoryType } from './game-category.type';

@Resolver(() => GameCategoryType)
export class GameCategoryResolver {
  @Query(() => [GameCategoryType], { description: 'Games with their account types and subcategories.' })
  gameCategories(@Ctx() ctx: CatalogContext): Promise<GameCategoryType[]> {
    return ctx.gameCategories.list();
  }

  @Authorized('ADMIN')
  @Mutation(() => GameCategoryType, { description: 'Admin: adds a game category.' })
  createGameCategory(
    @Arg('input', () => GameCategoryInput, { validateFn: validateInput }) input: GameCategoryInput,
    @Ctx() ctx: CatalogContext,
  ): Promise<GameCategoryType> {
    return ctx.gameCategories.create(input);
  }

  @Authorized('ADMIN')
  @Mutation(() => GameCategoryType, { description: 'Admin: changes a game category.' })
  updateGameCategory(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => GameCategoryInput, { validateFn: validateInput }) input: GameCategoryInput,
    @Ctx() ctx: CatalogContext,
  ): Promise<GameCategoryType> {
    return ctx.gameCategories.update(id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Admin: removes a game category and its account types.' })
  deleteGameCategory(@Arg('id', () => Int) id: number, @Ctx() ctx: CatalogContext): Promise<boolean> {
    return ctx.gameCategories.remove(id);
  }
}
