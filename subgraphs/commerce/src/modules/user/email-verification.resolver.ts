import { requireUser } from '@shop/server-kit';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';

/** Proving the sign-up address: the link's token (no sign-in needed: it may open in another browser) and a new link. */
@Resolver()
export class EmailVerificationResolver {
  @Mutation(() => Boolean, {
    description:
      "Verifies the address a link was sent to (`/account/verify-email?token=`); once, for 48 hours, while it is still the user's address. BAD_USER_INPUT otherwise.",
  })
  verifyEmail(@Arg('token', () => String) token: string, @Ctx() ctx: CommerceContext): Promise<boolean> {
    return ctx.emailVerification.verify(token);
  }

  @Mutation(() => Boolean, {
    description:
      'E-mails the signed-in user a new verification link to their current address. CONFLICT when it is verified already; throttled per account.',
  })
  resendVerificationEmail(@Ctx() ctx: CommerceContext): Promise<boolean> {
    return ctx.emailVerification.resend(requireUser(ctx));
  }
}
