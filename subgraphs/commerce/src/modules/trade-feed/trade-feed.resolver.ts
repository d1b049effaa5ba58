import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { ProductType } from '../inventory/product.type';
import { RecentPurchaseType } from './recent-purchase.type';

@Resolver(() => RecentPurchaseType)
export class TradeFeedResolver {
  @Query(() => [RecentPurchaseType], {
    description: 'Public feed of recent purchases, newest first; buyer names are masked.',
  })
  recentPurchases(
    @Arg('limit', () => Int, { defaultValue: 5 }) limit: number,
    @Arg('hours', () => Int, { defaultValue: 24 }) hours: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<RecentPurchaseType[]> {
    return ctx.tradeFeed.recent(limit, hours);
  }

  @FieldResolver(() => ProductType, {
    nullable: true,
    description: 'The product bought; catalog resolves game, account type and server.',
  })
  product(@Root() entry: RecentPurchaseType): ProductType {
    return { id: entry.productId };
  }
}
