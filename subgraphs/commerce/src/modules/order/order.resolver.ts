import { requireUser, validateInput } from '@shop/server-kit';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { CheckoutCartInput, PlaceOrderInput } from './order.input';
import { OrderType } from './order.type';

@Resolver(() => OrderType)
export class OrderResolver {
  @Query(() => [OrderType], { description: 'Orders of a user, newest first; owner or admin only.' })
  async ordersByUser(@Arg('userId', () => Int) userId: number, @Ctx() ctx: CommerceContext): Promise<OrderType[]> {
    await ctx.access.requireSelfOrAdmin(userId);
    return ctx.orders.listByUser(userId);
  }

  @Mutation(() => OrderType, {
    description:
      'Buys one unit of a product for the signed-in user. Errors: UNAUTHENTICATED, NOT_FOUND, CONFLICT (out of stock / price changed), BAD_USER_INPUT (insufficient balance).',
  })
  placeOrder(
    @Arg('input', () => PlaceOrderInput, { validateFn: validateInput }) input: PlaceOrderInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<OrderType> {
    return ctx.orders.placeOrder(requireUser(ctx), input);
  }

  @Mutation(() => [OrderType], {
    description:
      'Buys every product of the cart for the signed-in user in one all-or-nothing transaction; one order per product. Errors name the item: NOT_FOUND, CONFLICT (out of stock / sold / price changed), BAD_USER_INPUT (insufficient balance for the total, duplicates, more than 20 items).',
  })
  checkoutCart(
    @Arg('input', () => CheckoutCartInput, { validateFn: validateInput }) input: CheckoutCartInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<OrderType[]> {
    return ctx.orders.checkoutCart(requireUser(ctx), input);
  }
}
