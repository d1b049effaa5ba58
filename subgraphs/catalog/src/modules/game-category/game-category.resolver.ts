import { Ctx, Query, Resolver } from 'type-graphql';
import type { CatalogContext } from '../../context';
import { GameCategoryType } from './game-category.type';

@Resolver(() => GameCategoryType)
export class GameCategoryResolver {
  @Query(() => [GameCategoryType], { description: 'Games with their account types and subcategories.' })
  gameCategories(@Ctx() ctx: CatalogContext): Promise<GameCategoryType[]> {
    return ctx.gameCategories.list();
  }
}
