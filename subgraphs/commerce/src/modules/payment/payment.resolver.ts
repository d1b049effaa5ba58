import { requireUser, validateInput } from '@shop/server-kit';
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { DepositInput } from '../wallet/wallet.input';
import { WalletTransactionType, WalletType } from '../wallet/wallet.type';
import { PaymentWebhookInput, RefundDepositInput, RefundOrderInput } from './payment.input';
import { DepositResult, type DepositRefusal } from './payment.refusals';
import { PaymentType } from './payment.type';

@Resolver(() => PaymentType)
export class PaymentResolver {
  @Mutation(() => DepositResult, {
    description:
      "Asks the payment provider for a deposit into the signed-in user's wallet. The wallet is credited only when the provider confirms: " +
      'status `completed` at once with the test provider, `pending` with a `checkoutUrl` for Stripe. Refusals: DailyDepositLimitError, AccountOnHoldError; ' +
      'coded errors: UNAUTHENTICATED, BAD_USER_INPUT (invalid amount, more than the per-deposit maximum), SERVICE_UNAVAILABLE (provider unreachable).',
  })
  deposit(
    @Arg('input', () => DepositInput, { validateFn: validateInput }) input: DepositInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<PaymentType | DepositRefusal> {
    return ctx.payments.deposit(requireUser(ctx), input);
  }

  @Mutation(() => Boolean, {
    description:
      "A payment provider's webhook, verified by its signature (no session needed); each provider event is applied once.",
  })
  async paymentWebhook(
    @Arg('input', () => PaymentWebhookInput, { validateFn: validateInput }) input: PaymentWebhookInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<boolean> {
    await ctx.payments.handleWebhook(input.provider, input.payload, input.signature);
    return true;
  }

  @Authorized('ADMIN')
  @Mutation(() => WalletTransactionType, {
    description: "Gives an order's price back to the buyer's wallet (a reversing `refund` entry), once. Admin only.",
  })
  refundOrder(
    @Arg('input', () => RefundOrderInput, { validateFn: validateInput }) input: RefundOrderInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<WalletTransactionType> {
    return ctx.payments.refundOrder(ctx.identity.userId, input.orderId, input.reason);
  }

  @Authorized('ADMIN')
  @Mutation(() => WalletTransactionType, {
    description:
      'Takes a completed deposit back out of the wallet (a reversing `refund` entry) and returns it through the provider, once. Admin only.',
  })
  refundDeposit(
    @Arg('input', () => RefundDepositInput, { validateFn: validateInput }) input: RefundDepositInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<WalletTransactionType> {
    return ctx.payments.refundDeposit(ctx.identity.userId, input.paymentId, input.reason);
  }

  @FieldResolver(() => String, {
    description:
      "The wallet's balance after this call (decimal string); kept for callers of the former `deposit { userId balance }`.",
  })
  async balance(@Root() payment: PaymentType, @Ctx() ctx: CommerceContext): Promise<string> {
    return (await ctx.wallets.get(payment.userId)).balance;
  }

  @FieldResolver(() => WalletType, { description: 'The wallet after this call.' })
  wallet(@Root() payment: PaymentType, @Ctx() ctx: CommerceContext): Promise<WalletType> {
    // A payment is only answered to its owner (deposit) or an admin.
    return ctx.wallets.get(payment.userId);
  }
}
