import { forbidden, type BaseContext } from '@shop/server-kit';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';

/** Service identities only: the gateway never signs one, so no person reaches these fields. */
function requireService(ctx: BaseContext): void {
  if (!ctx.identity.service) throw forbidden('Services only.');
}

@Resolver()
export class SupportBridgeResolver {
  @Query(() => Int, { nullable: true, description: 'Service only: the user who placed an order, null when none.' })
  serviceOrderOwner(@Arg('orderId', () => Int) orderId: number, @Ctx() ctx: CommerceContext): Promise<number | null> {
    requireService(ctx);
    return ctx.supportBridge.orderOwner(orderId);
  }

  @Mutation(() => Boolean, { description: 'Service only: queues the "support replied" e-mail to the ticket owner.' })
  queueTicketReplyEmail(
    @Arg('userId', () => Int) userId: number,
    @Arg('ticketId', () => Int) ticketId: number,
    @Arg('subject') subject: string,
    @Ctx() ctx: CommerceContext,
  ): Promise<boolean> {
    requireService(ctx);
    return ctx.supportBridge.queueTicketReplyEmail(userId, ticketId, subject);
  }
}
