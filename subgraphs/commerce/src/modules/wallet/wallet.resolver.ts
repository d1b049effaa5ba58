import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { WalletTransactionType, WalletType } from './wallet.type';

@Resolver(() => WalletType)
export class WalletResolver {
  @Query(() => WalletType, { description: 'Wallet of a user; owner or admin only.' })
  async wallet(@Arg('userId', () => Int) userId: number, @Ctx() ctx: CommerceContext): Promise<WalletType> {
    await ctx.access.requireSelfOrAdmin(userId);
    return ctx.wallets.get(userId);
  }

  @Query(() => [WalletTransactionType], { description: 'Ledger of a user, newest first; owner or admin only.' })
  async transactions(
    @Arg('userId', () => Int) userId: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<WalletTransactionType[]> {
    await ctx.access.requireSelfOrAdmin(userId);
    return ctx.wallets.transactions(userId);
  }

  @Authorized('ADMIN')
  @Mutation(() => WalletType, {
    description:
      "Releases a wallet's hold (after a reversed payment), so its owner can buy and deposit again. Admin only.",
  })
  releaseWalletHold(@Arg('userId', () => Int) userId: number, @Ctx() ctx: CommerceContext): Promise<WalletType> {
    return ctx.wallets.releaseHold(ctx.identity.userId, userId);
  }
}
