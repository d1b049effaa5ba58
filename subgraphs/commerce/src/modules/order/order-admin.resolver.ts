import { validateInput } from '@shop/server-kit';
import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { auditReveal, requireStepUp, revealReason } from '../vault/credential-reveal';
import { CancelOrderInput, DeliverOrderInput, OrderListInput } from './order-admin.input';
import { OrderType } from './order.type';

export const ORDER_REVEAL_REAUTH_REQUIRED = "Re-enter your password to see an order's credentials.";

@ObjectType('OrderCredentials', { description: "An order's delivered credentials, as an admin's reveal opens them." })
export class OrderCredentialsType {
  @Field(() => Int) orderId!: number;
  @Field(() => Int, { nullable: true, description: 'The unit the order holds now; null for a manual delivery.' })
  unitId!: number | null;
  @Field({ description: 'The clear credential text the buyer received.' }) credentials!: string;
}

/** The admin's Orders tab. Every field is `@Authorized('ADMIN')`; no order view carries credentials. */
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
    description: 'One order (its credentials only through `orderCredentials`). Admin only.',
  })
  adminOrder(@Arg('id', () => Int) id: number, @Ctx() ctx: CommerceContext): Promise<OrderType> {
    return ctx.orderAdmin.get(id);
  }

  @Authorized('ADMIN')
  @Query(() => OrderCredentialsType, {
    description:
      "Admin, re-authenticated in the last 5 minutes: one order's delivered credentials, for a reason (audited as credentials.reveal on its unit; throttled per admin).",
  })
  async orderCredentials(
    @Arg('orderId', () => Int) orderId: number,
    @Arg('reason', () => String, { description: 'Why the admin needs to see them (kept in the audit log).' })
    reason: string,
    @Ctx() ctx: CommerceContext,
  ): Promise<OrderCredentialsType> {
    requireStepUp(ctx, ORDER_REVEAL_REAUTH_REQUIRED);
    const why = revealReason(reason);
    const { unitId, productId, credentials } = await ctx.orderAdmin.credentials(orderId);
    const target = unitId === null ? `order:${orderId}` : `unit:${unitId}`;
    auditReveal(ctx, target, `order:${orderId} product:${productId}`, why);
    return { orderId, unitId, credentials };
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
