import { requireUser, validateInput } from '@shop/server-kit';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { CreateRestockAlertInput } from './alert.input';
import { NoticeType, RestockAlertType } from './alert.type';

@Resolver(() => RestockAlertType)
export class AlertResolver {
  @Mutation(() => RestockAlertType, {
    description:
      'Asks to be told when stock arrives: of a sold-out product (productId) or of any product matching a saved filter. An equal waiting alert is answered again. Coded errors: UNAUTHENTICATED, BAD_USER_INPUT, NOT_FOUND (no such product), CONFLICT (in stock; 20 waiting alerts).',
  })
  createRestockAlert(
    @Arg('input', () => CreateRestockAlertInput, { validateFn: validateInput }) input: CreateRestockAlertInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<RestockAlertType> {
    return ctx.alerts.create(requireUser(ctx), input);
  }

  @Query(() => [RestockAlertType], { description: "The signed-in customer's restock alerts, newest first." })
  myRestockAlerts(@Ctx() ctx: CommerceContext): Promise<RestockAlertType[]> {
    return ctx.alerts.list(requireUser(ctx));
  }

  @Mutation(() => RestockAlertType, {
    description: "Cancels one of the signed-in customer's alerts (NOT_FOUND for anyone else's).",
  })
  cancelRestockAlert(@Arg('id', () => Int) id: number, @Ctx() ctx: CommerceContext): Promise<RestockAlertType> {
    return ctx.alerts.cancel(requireUser(ctx), id);
  }

  @Query(() => [NoticeType], { description: "The signed-in customer's bell notices, newest first (at most 50)." })
  myNotices(@Ctx() ctx: CommerceContext): Promise<NoticeType[]> {
    return ctx.alerts.notices(requireUser(ctx));
  }

  @Mutation(() => Int, { description: "Marks the signed-in customer's notices read; answers how many were unread." })
  markNoticesRead(@Ctx() ctx: CommerceContext): Promise<number> {
    return ctx.alerts.markNoticesRead(requireUser(ctx));
  }
}
