import { requireServiceScope } from '@shop/server-kit';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';

/** Fields for support's service tokens only (each with its own scope); the gateway never signs one, so no person reaches them. */
@Resolver()
export class SupportBridgeResolver {
  @Query(() => Int, { nullable: true, description: 'Service only: the user who placed an order, null when none.' })
  serviceOrderOwner(@Arg('orderId', () => Int) orderId: number, @Ctx() ctx: CommerceContext): Promise<number | null> {
    requireServiceScope(ctx.identity, 'commerce:read-order-owner');
    return ctx.supportBridge.orderOwner(orderId);
  }

  @Query(() => [Int], {
    description:
      "Service only: which of these support claim-file ids a warranty claim names (support's sweep keeps those).",
  })
  serviceClaimFilesInUse(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: CommerceContext): Promise<number[]> {
    requireServiceScope(ctx.identity, 'commerce:read-claim-files');
    return ctx.supportBridge.claimFilesInUse(ids);
  }

  @Mutation(() => Boolean, { description: 'Service only: queues the "support replied" e-mail to the ticket owner.' })
  queueTicketReplyEmail(
    @Arg('userId', () => Int) userId: number,
    @Arg('ticketId', () => Int) ticketId: number,
    @Arg('subject') subject: string,
    @Ctx() ctx: CommerceContext,
  ): Promise<boolean> {
    requireServiceScope(ctx.identity, 'commerce:queue-ticket-email');
    return ctx.supportBridge.queueTicketReplyEmail(userId, ticketId, subject);
  }
}
