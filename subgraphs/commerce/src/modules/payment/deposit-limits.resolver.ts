import { Ctx, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { DepositLimitsType } from './deposit-limits.type';

@Resolver(() => DepositLimitsType)
export class DepositLimitsResolver {
  @Query(() => DepositLimitsType, {
    description: 'The deposit limits of every account (public: the same for everyone, nothing per user).',
  })
  depositLimits(@Ctx() ctx: CommerceContext): DepositLimitsType {
    return ctx.payments.depositLimits();
  }
}
