import { requireUser } from '@shop/server-kit';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { reauthCodeRequiredError } from './second-factor';

@Resolver()
export class ReauthResolver {
  @Mutation(() => Boolean, {
    description:
      'Re-authenticates the signed-in admin before a credential export, a reveal, a unit edit or a deploy token: the password, or `code` from the authenticator app (an account with one accepts only the code). On success the gateway marks the session re-authenticated for 5 minutes.',
  })
  async reauthenticate(
    @Arg('password', () => String, { nullable: true }) password: string | null,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<boolean> {
    const userId = requireUser(ctx);
    if (code) {
      await ctx.users.requireActiveAdmin(userId);
      // Spends the code: a code never re-authenticates (or signs in) twice.
      await ctx.secondFactor.verify(userId, { code });
    } else {
      await ctx.users.reauthenticate(userId, password ?? '');
      if (await ctx.secondFactor.hasSecondFactor(userId)) throw reauthCodeRequiredError();
    }
    ctx.sessionChange = { action: 'reauth', userId };
    return true;
  }
}
