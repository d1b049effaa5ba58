import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { CatalogContext } from '../../context';
import { CardDesignType } from './card-design.type';

@Resolver(() => CardDesignType)
export class CardDesignResolver {
  @Query(() => CardDesignType, { description: 'The card design for a game (and optionally account type and subcategory); never null: falls back to lol, then to the default colours.' })
  cardDesign(
    @Arg('gameSlug') gameSlug: string,
    @Arg('accountType', () => String, { nullable: true }) accountType: string | null,
    @Arg('subCategory', () => String, { nullable: true }) subCategory: string | null,
    @Ctx() ctx: CatalogContext,
  ): Promise<CardDesignType> {
    return ctx.cardDesigns.resolve(gameSlug, accountType ?? '', subCategory ?? '');
  }
}
