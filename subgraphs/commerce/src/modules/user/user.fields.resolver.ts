import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { WalletType } from '../wallet/wallet.type';
import { UserType } from './user.type';

@Resolver(() => UserType)
export class UserFieldsResolver {
  @FieldResolver(() => String, {
    description: 'Sum of the absolute amounts of purchase entries, decimal string (exact).',
  })
  totalSpent(@Root() user: UserType, @Ctx() ctx: CommerceContext): Promise<string> {
    return ctx.users.totalSpent(user.id);
  }

  @FieldResolver(() => Boolean, {
    description:
      'True when this is the signed-in user and the session may not use admin rights until a second factor is set up (an admin past STAFF_SECOND_FACTOR_GRACE sign-ins without one); admin-only fields then answer FORBIDDEN with `secondFactorEnrolmentRequired`.',
  })
  secondFactorEnrolmentRequired(@Root() user: UserType, @Ctx() ctx: CommerceContext): boolean {
    if (user.secondFactorEnrolmentRequired !== undefined) return user.secondFactorEnrolmentRequired;
    return ctx.identity.userId === user.id && ctx.identity.secondFactorEnrolmentRequired === true;
  }

  @FieldResolver(() => WalletType, {
    description: "The user's wallet (balance and hold). Reached only where the User is: the user themself and admins.",
  })
  wallet(@Root() user: UserType, @Ctx() ctx: CommerceContext): Promise<WalletType> {
    return ctx.wallets.get(user.id);
  }
}
