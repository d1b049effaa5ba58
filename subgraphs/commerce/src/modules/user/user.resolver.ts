import { validateInput } from '@shop/server-kit';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { secondFactorRequiredError } from './second-factor';
import { LoginInput, RegisterInput } from './user.input';
import { UserType } from './user.type';

@Resolver(() => UserType)
export class UserResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in user, null for guests.' })
  me(@Ctx() ctx: CommerceContext): Promise<UserType | null> {
    return ctx.users.me(ctx.identity.userId);
  }

  @Mutation(() => UserType, { description: 'Creates the user with an empty wallet and signs them in.' })
  async register(
    @Arg('input', () => RegisterInput, { validateFn: validateInput }) input: RegisterInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<UserType> {
    const user = await ctx.users.register(input);
    await ctx.users.rememberSignUpDevice(user.id, ctx.identity.device);
    ctx.sessionChange = { action: 'login', userId: user.id, isAdmin: user.isAdmin, rightsVersion: user.rightsVersion };
    return user;
  }

  @Mutation(() => UserType, {
    description:
      "Signs in; one generic error 'Invalid email or password' for any bad credentials. An account with a second factor answers UNAUTHENTICATED with extensions `secondFactorRequired: true, methods` and a pending session: `completeSignIn` finishes it.",
  })
  async login(
    @Arg('input', () => LoginInput, { validateFn: validateInput }) input: LoginInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<UserType> {
    const user = await ctx.users.login(input);
    const methods = await ctx.secondFactor.methodsOf(user.id);
    if (methods.length) {
      // The password alone never signs in an account with a second factor: a pending session only.
      ctx.sessionChange = { action: 'pending', userId: user.id };
      throw secondFactorRequiredError(methods);
    }
    // Staff without a factor: signed in (to set one up), but past the grace without admin rights.
    const secondFactorDue = user.isAdmin && (await ctx.staffSecondFactor.countFactorlessSignIn(user.id));
    await ctx.users.recordSignIn(user.id, ctx.identity.device);
    ctx.sessionChange = {
      action: 'login',
      userId: user.id,
      isAdmin: user.isAdmin,
      rightsVersion: user.rightsVersion,
      ...(secondFactorDue ? { secondFactorDue: true } : {}),
    };
    return { ...user, secondFactorEnrolmentRequired: secondFactorDue };
  }

  @Mutation(() => Boolean, { description: 'Ends the session.' })
  logout(@Ctx() ctx: CommerceContext): boolean {
    ctx.sessionChange = { action: 'logout' };
    return true;
  }
}
