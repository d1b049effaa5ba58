import { validateInput } from '@shop/server-kit';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { CancelOrderInput, DeliverOrderInput, OrderListInput } from './order-admin.input';
import { OrderType } from './order.type';

/** The admin's Orders tab. Every field is `@Authorized('ADMIN')`. */
@Resolver(() => OrderType)
export class OrderAdminResolver {
  @Authorized('ADMIN')
  @Query(() => [OrderType], {
    description: 'All orders, newest first, with buyer and product (no credentials in the list). Admin only.',
  })
  adminOrders(
    @Arg('filter', () => OrderListInput, { nullable: true, validateFn: validateInput }) filter: OrderListInput | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<OrderType[]> {
    return ctx.orderAdmin.list(filter ?? {});
  }

  @Authorized('ADMIN')
  @Query(() => OrderType, {
    description: 'One order with its delivered credentials (recorded in the audit log). Admin only.',
  })
  adminOrder(@Arg('id', () => Int) id: number, @Ctx() ctx: CommerceContext): Promise<OrderType> {
    return ctx.orderAdmin.get(id);
  }

  @Authorized('ADMIN')
  @Mutation(() => OrderType, {
    description: 'Delivers an undelivered (manual) order by hand and e-mails the buyer. Admin only.',
  })
  deliverOrder(
    @Arg('input', () => DeliverOrderInput, { validateFn: validateInput }) input: DeliverOrderInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<OrderType> {
    return ctx.orderAdmin.deliver(ctx.identity.userId, input.orderId, input.accountDetails, input.deliveryNotes);
  }

  @Authorized('ADMIN')
  @Mutation(() => OrderType, {
    description: 'Marks a waiting (pending) order as being processed by an admin. CONFLICT unless pending. Admin only.',
  })
  startOrderProcessing(@Arg('orderId', () => Int) orderId: number, @Ctx() ctx: CommerceContext): Promise<OrderType> {
    return ctx.orderAdmin.startProcessing(ctx.identity.userId, orderId);
  }

  @Authorized('ADMIN')
  @Mutation(() => OrderType, {
    description:
      "Cancels an undelivered order: the price back to the buyer's wallet (one `refund` ledger entry), a manual stock unit returned, the buyer e-mailed. CONFLICT when delivered (refund it instead), refunded or already cancelled. Admin only.",
  })
  cancelOrder(
    @Arg('input', () => CancelOrderInput, { validateFn: validateInput }) input: CancelOrderInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<OrderType> {
    return ctx.orderAdmin.cancel(ctx.identity.userId, input.orderId, input.reason);
  }
}
