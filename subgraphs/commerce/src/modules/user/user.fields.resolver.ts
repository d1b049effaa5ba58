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

  @FieldResolver(() => WalletType, {
    description: "The user's wallet (balance and hold). Reached only where the User is: the user themself and admins.",
  })
  wallet(@Root() user: UserType, @Ctx() ctx: CommerceContext): Promise<WalletType> {
    return ctx.wallets.get(user.id);
  }
}
