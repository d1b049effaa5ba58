import { auditEvent, requireUser } from '@shop/server-kit';
import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { requireStepUp } from '../vault/credential-reveal';
import { RESET_REAUTH_REQUIRED } from './second-factor-reset';

@ObjectType('SecondFactorReset')
export class SecondFactorResetType {
  @Field(() => Int)
  userId!: number;

  @Field(() => Int, { description: 'Passkeys removed.' })
  passkeysRemoved!: number;

  @Field({ description: 'Whether an authenticator app (confirmed or not) was removed.' })
  totpRemoved!: boolean;
}

/** The owner's reset of another user's second factor (issue 34, recovery). */
@Resolver()
export class SecondFactorResetResolver {
  @Authorized('ADMIN')
  @Mutation(() => SecondFactorResetType, {
    description:
      "Owner only, with a fresh step-up: removes another user's authenticator app, recovery codes and passkeys in one transaction, renews their sessions and e-mails them; audited. FORBIDDEN for a non-owner or oneself, NOT_FOUND for an unknown user.",
  })
  async resetUserSecondFactor(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<SecondFactorResetType> {
    const ownerId = requireUser(ctx);
    requireStepUp(ctx, RESET_REAUTH_REQUIRED);
    const result = await ctx.secondFactorReset.reset(ownerId, id);
    auditEvent(
      ctx,
      'user.second-factor.reset',
      `user:${id}`,
      `totp: ${result.totpRemoved ? 'removed' : 'none'}; passkeys removed: ${result.passkeysRemoved}`,
    );
    return result;
  }
}
