import { requireUser, validateInput } from '@shop/server-kit';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { CheckoutCartInput, PlaceOrderInput } from './order.input';
import { CheckoutCartResult, type CheckoutCartSuccess, PlaceOrderResult, type PurchaseRefusal } from './order.refusals';
import { OrderType } from './order.type';
import { Refusal } from '../wallet/wallet.refusals';

/** Counts a refused purchase by its GraphQL type (shop_purchase_refusals_total), then answers it as it is. */
const counted =
  (ctx: CommerceContext) =>
  <T>(result: T): T => {
    if (result instanceof Refusal) ctx.metrics.purchaseRefused(result.constructor.name);
    return result;
  };

@Resolver(() => OrderType)
export class OrderResolver {
  @Query(() => [OrderType], { description: 'Orders of a user, newest first; owner or admin only.' })
  async ordersByUser(@Arg('userId', () => Int) userId: number, @Ctx() ctx: CommerceContext): Promise<OrderType[]> {
    await ctx.access.requireSelfOrAdmin(userId);
    return ctx.orders.listByUser(userId);
  }

  @Mutation(() => PlaceOrderResult, {
    description:
      'Buys one unit of a product for the signed-in user: the Order, or the refusal (ProductNotFoundError, ProductSoldError, OutOfStockError, PriceChangedError, InsufficientBalanceError, AccountOnHoldError). Coded errors: UNAUTHENTICATED, FORBIDDEN (account not active), BAD_USER_INPUT (invalid input), CONFLICT (Idempotency-Key reused).',
  })
  placeOrder(
    @Arg('input', () => PlaceOrderInput, { validateFn: validateInput }) input: PlaceOrderInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<OrderType | PurchaseRefusal> {
    return ctx.orders.placeOrder(requireUser(ctx), input).then(counted(ctx));
  }

  @Mutation(() => CheckoutCartResult, {
    description:
      'Buys every product of the cart for the signed-in user in one all-or-nothing transaction; one order per product (CheckoutCartSuccess), or the refusal, whose message names the item (ProductNotFoundError, ProductSoldError, OutOfStockError, PriceChangedError; InsufficientBalanceError for the total; AccountOnHoldError). Coded errors: UNAUTHENTICATED, FORBIDDEN (account not active), BAD_USER_INPUT (empty cart, duplicates, more than 20 items, invalid input), CONFLICT (Idempotency-Key reused).',
  })
  checkoutCart(
    @Arg('input', () => CheckoutCartInput, { validateFn: validateInput }) input: CheckoutCartInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<CheckoutCartSuccess | PurchaseRefusal> {
    return ctx.orders.checkoutCart(requireUser(ctx), input).then(counted(ctx));
  }
}
