import { requireUser } from '@shop/server-kit';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';

@Resolver()
export class ReauthResolver {
  @Mutation(() => Boolean, {
    description:
      "Re-enters the signed-in admin's password before a credential export; on success the gateway marks the session re-authenticated for 5 minutes.",
  })
  async reauthenticate(@Arg('password', () => String) password: string, @Ctx() ctx: CommerceContext): Promise<boolean> {
    const userId = requireUser(ctx);
    await ctx.users.reauthenticate(userId, password);
    ctx.sessionChange = { action: 'reauth', userId };
    return true;
  }
}
