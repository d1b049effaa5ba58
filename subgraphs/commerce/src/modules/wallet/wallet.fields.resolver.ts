import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { WalletType } from './wallet.type';

@Resolver(() => WalletType)
export class WalletFieldsResolver {
  @FieldResolver(() => String, {
    description: 'Sum of the absolute amounts of the purchase transactions, decimal string with two decimals (USD).',
  })
  totalSpent(@Root() wallet: WalletType, @Ctx() ctx: CommerceContext): Promise<string> {
    // The wallet was already read with an owner-or-admin check for this user id.
    return ctx.wallets.totalSpent(wallet.userId);
  }
}
