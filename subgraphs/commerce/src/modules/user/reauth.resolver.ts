import { requireUser } from '@shop/server-kit';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { reauthFactorRequiredError } from './second-factor';

@Resolver()
export class ReauthResolver {
  @Mutation(() => Boolean, {
    description:
      "Re-authenticates the signed-in admin before a credential export, a reveal, a unit edit or a deploy token: the password, `code` from the authenticator app, or `passkeyResponse` (JSON, one of the admin's passkeys answering `reauthPasskeyOptions`). An account with an app or a passkey is not re-authenticated by the password (UNAUTHENTICATED with `secondFactorRequired` and `methods`). On success the gateway marks the session re-authenticated for 5 minutes.",
  })
  async reauthenticate(
    @Arg('password', () => String, { nullable: true }) password: string | null,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('passkeyResponse', () => String, { nullable: true }) passkeyResponse: string | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<boolean> {
    const userId = requireUser(ctx);
    if (passkeyResponse) {
      await ctx.users.requireActiveAdmin(userId);
      // Spends the challenge; the passkey must be this admin's and verify the user.
      await ctx.passkeys.reauthenticate(userId, passkeyResponse);
    } else if (code) {
      await ctx.users.requireActiveAdmin(userId);
      // Spends the code: a code never re-authenticates (or signs in) twice.
      await ctx.secondFactor.verify(userId, { code });
    } else {
      await ctx.users.reauthenticate(userId, password ?? '');
      const methods = await ctx.secondFactor.stepUpMethods(userId);
      if (methods.length > 0) throw reauthFactorRequiredError(methods);
    }
    ctx.sessionChange = { action: 'reauth', userId };
    return true;
  }

  @Mutation(() => String, {
    description:
      "Options (JSON for `startAuthentication`) for re-authenticating the signed-in admin with one of its passkeys: only the admin's own passkeys are offered; the challenge is good for 2 minutes and one answer.",
  })
  async reauthPasskeyOptions(@Ctx() ctx: CommerceContext): Promise<string> {
    const userId = requireUser(ctx);
    await ctx.users.requireActiveAdmin(userId);
    return ctx.passkeys.reauthenticationOptions(userId);
  }
}
