import { Ctx, Query, Resolver } from 'type-graphql';
import type { SupportContext } from '../../context';
import { TicketTrustFiguresType } from './trust.type';

@Resolver()
export class TrustResolver {
  @Query(() => [TicketTrustFiguresType], {
    description:
      "Public: the trust page's share of tickets answered within 24 hours over the last 30 and 90 days, kept up to a minute.",
  })
  ticketTrustFigures(@Ctx() ctx: SupportContext): Promise<TicketTrustFiguresType[]> {
    return ctx.trust.ticketFigures();
  }
}
