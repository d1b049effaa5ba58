import { Ctx, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { OrderTrustFiguresType } from './trust.type';

@Resolver()
export class TrustResolver {
  @Query(() => [OrderTrustFiguresType], {
    description:
      "Public: the trust page's order, delivery and warranty figures over the last 30 and 90 days (order-dated), kept up to a minute.",
  })
  orderTrustFigures(@Ctx() ctx: CommerceContext): Promise<OrderTrustFiguresType[]> {
    return ctx.trust.orderFigures();
  }
}
