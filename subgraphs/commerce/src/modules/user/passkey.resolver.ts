import { requireUser } from '@shop/server-kit';
import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { AccountSecurityType, PasskeyType } from './second-factor.type';
import { UserType } from './user.type';

/** Passkeys (issue 34): WebAuthn options and responses travel as JSON text, as the browser library reads and writes them. */
@Resolver(() => AccountSecurityType)
export class PasskeyResolver {
  @FieldResolver(() => [PasskeyType], { description: "The user's passkeys, oldest first." })
  passkeys(@Ctx() ctx: CommerceContext): Promise<PasskeyType[]> {
    return ctx.passkeys.list(requireUser(ctx));
  }

  @Mutation(() => String, {
    description:
      'Options (JSON) for adding a passkey in the browser. Needs the password (or a re-authentication within 5 minutes), as the authenticator app.',
  })
  passkeyRegistrationOptions(
    @Arg('password', () => String, { nullable: true }) password: string | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<string> {
    const userId = requireUser(ctx);
    return ctx.passkeys.registrationOptions(userId, {
      reauthenticated: ctx.identity.reauthenticated === true,
      password,
    });
  }

  @Mutation(() => PasskeyType, { description: "Adds a passkey from the browser's registration response (JSON)." })
  addPasskey(
    @Arg('name', () => String) name: string,
    @Arg('response', () => String) response: string,
    @Ctx() ctx: CommerceContext,
  ): Promise<PasskeyType> {
    return ctx.passkeys.register(requireUser(ctx), name, response);
  }

  @Mutation(() => Boolean, {
    description:
      "Removes one of the user's passkeys. Needs a fresh factor: `passkeyResponse` (a sign-in response of one of the user's passkeys), `code` or `recoveryCode`, or a re-authentication within 5 minutes.",
  })
  async removePasskey(
    @Arg('id', () => ID) id: string,
    @Arg('passkeyResponse', () => String, { nullable: true }) passkeyResponse: string | null,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('recoveryCode', () => String, { nullable: true }) recoveryCode: string | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<boolean> {
    const proof = { reauthenticated: ctx.identity.reauthenticated === true, passkeyResponse, code, recoveryCode };
    await ctx.passkeys.remove(requireUser(ctx), id, proof, ctx.secondFactor);
    return true;
  }

  @Mutation(() => String, {
    description: 'Options (JSON) for signing in with a passkey (the browser offers the discoverable ones).',
  })
  passkeySignInOptions(@Ctx() ctx: CommerceContext): Promise<string> {
    return ctx.passkeys.authenticationOptions();
  }

  @Mutation(() => UserType, {
    description:
      "Signs in with a passkey alone (user verification required: it is both factors), from the browser's response (JSON).",
  })
  async signInWithPasskey(
    @Arg('response', () => String) response: string,
    @Ctx() ctx: CommerceContext,
  ): Promise<UserType> {
    const userId = await ctx.passkeys.authenticate(response);
    const user = await ctx.users.completeSignIn(userId, ctx.identity.device);
    ctx.sessionChange = { action: 'login', userId: user.id, isAdmin: user.isAdmin, rightsVersion: user.rightsVersion };
    return user;
  }
}
