import { requireUser, unauthenticated } from '@shop/server-kit';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { type FreshFactor, NO_PENDING_SIGN_IN } from './second-factor';
import { AccountSecurityType, TotpEnrolmentType } from './second-factor.type';
import { UserType } from './user.type';

const freshFactor = (ctx: CommerceContext, code: string | null, recoveryCode: string | null): FreshFactor => ({
  reauthenticated: ctx.identity.reauthenticated === true,
  code,
  recoveryCode,
});

/** Second factor (issue 34, first slice): an authenticator app, recovery codes, and the second step of sign-in. */
@Resolver()
export class SecondFactorResolver {
  @Query(() => AccountSecurityType, { description: "The signed-in user's second factors." })
  accountSecurity(@Ctx() ctx: CommerceContext): Promise<AccountSecurityType> {
    return ctx.secondFactor.security(requireUser(ctx));
  }

  @Mutation(() => TotpEnrolmentType, {
    description:
      'Starts setting up an authenticator app: a new secret, in force only once confirmed. Needs the password (or a re-authentication within 5 minutes); CONFLICT when an app is already set up.',
  })
  startTotpEnrolment(
    @Arg('password', () => String, { nullable: true }) password: string | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<TotpEnrolmentType> {
    const userId = requireUser(ctx);
    return ctx.secondFactor.startTotp(userId, { reauthenticated: ctx.identity.reauthenticated === true, password });
  }

  @Mutation(() => [String], {
    description:
      'Confirms the authenticator app with a code from it; from then on sign-in asks for a code. Returns 10 recovery codes, shown once.',
  })
  confirmTotp(@Arg('code', () => String) code: string, @Ctx() ctx: CommerceContext): Promise<string[]> {
    return ctx.secondFactor.confirmTotp(requireUser(ctx), code);
  }

  @Mutation(() => Boolean, {
    description:
      'Removes the authenticator app and the recovery codes. Needs a fresh second factor: `code` or `recoveryCode` now, or a re-authentication by code within 5 minutes.',
  })
  async disableTotp(
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('recoveryCode', () => String, { nullable: true }) recoveryCode: string | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<boolean> {
    await ctx.secondFactor.disableTotp(requireUser(ctx), freshFactor(ctx, code, recoveryCode));
    return true;
  }

  @Mutation(() => [String], {
    description:
      'A new set of 10 recovery codes, shown once; the old set stops working. Needs a fresh second factor, as `disableTotp`.',
  })
  regenerateRecoveryCodes(
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('recoveryCode', () => String, { nullable: true }) recoveryCode: string | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<string[]> {
    return ctx.secondFactor.regenerateRecoveryCodes(requireUser(ctx), freshFactor(ctx, code, recoveryCode));
  }

  @Mutation(() => UserType, {
    description:
      "The second step of a sign-in that answered secondFactorRequired: a code from the authenticator app or a recovery code (each usable once), or `passkeyResponse` (a sign-in response, JSON, of one of the user's passkeys). Signs in.",
  })
  async completeSignIn(
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('recoveryCode', () => String, { nullable: true }) recoveryCode: string | null,
    @Arg('passkeyResponse', () => String, { nullable: true }) passkeyResponse: string | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<UserType> {
    const userId = ctx.identity.pendingUserId;
    if (ctx.identity.userId !== null || userId === undefined) throw unauthenticated(NO_PENDING_SIGN_IN);
    if (passkeyResponse) await ctx.passkeys.authenticateAs(userId, passkeyResponse);
    else await ctx.secondFactor.verify(userId, { code, recoveryCode });
    const user = await ctx.users.completeSignIn(userId, ctx.identity.device);
    ctx.sessionChange = { action: 'login', userId: user.id, isAdmin: user.isAdmin, rightsVersion: user.rightsVersion };
    return user;
  }
}
