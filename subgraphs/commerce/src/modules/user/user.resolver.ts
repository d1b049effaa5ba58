import { validateInput } from '@shop/server-kit';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
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
    ctx.sessionChange = { action: 'login', userId: user.id, isAdmin: user.isAdmin, rightsVersion: user.rightsVersion };
    return user;
  }

  @Mutation(() => UserType, {
    description: "Signs in; one generic error 'Invalid email or password' for any bad credentials.",
  })
  async login(
    @Arg('input', () => LoginInput, { validateFn: validateInput }) input: LoginInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<UserType> {
    const user = await ctx.users.login(input);
    ctx.sessionChange = { action: 'login', userId: user.id, isAdmin: user.isAdmin, rightsVersion: user.rightsVersion };
    return user;
  }

  @Mutation(() => Boolean, { description: 'Ends the session.' })
  logout(@Ctx() ctx: CommerceContext): boolean {
    ctx.sessionChange = { action: 'logout' };
    return true;
  }
}
