import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { validateInput } from '@shop/server-kit';
import { CardDesignInput } from './card-design.input';
import type { CatalogContext } from '../../context';
import { CardDesignType } from './card-design.type';

@Resolver(() => CardDesignType)
export class CardDesignResolver {
  @Query(() => CardDesignType, {
    description:
      'The card design for a game (and optionally account type and subcategory); never null: falls back to lol, then to the default colours.',
  })
  cardDesign(
    @Arg('gameSlug') gameSlug: string,
    @Arg('accountType', () => String, { nullable: true }) accountType: string | null,
    @Arg('subCategory', () => String, { nullable: true }) subCategory: string | null,
    @Ctx() ctx: CatalogContext,
  ): Promise<CardDesignType> {
    return ctx.cardDesigns.resolve(gameSlug, accountType ?? '', subCategory ?? '');
  }

  @Authorized('ADMIN')
  @Mutation(() => CardDesignType, {
    description: 'Admin: creates or replaces the card design of a game (and optionally account type and subcategory).',
  })
  upsertCardDesign(
    @Arg('gameSlug') gameSlug: string,
    @Arg('input', () => CardDesignInput, { validateFn: validateInput }) input: CardDesignInput,
    @Ctx() ctx: CatalogContext,
  ): Promise<CardDesignType> {
    return ctx.cardDesigns.upsert(gameSlug, input);
  }
}
