import { notFound, requireSelfOrAdmin } from '@shop/server-kit';
import { Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../../context';
import type { UserFactors } from './staff-second-factor';
import { UserType } from './user.type';

@ObjectType('UserSecondFactors')
export class UserSecondFactorsType {
  @Field({ description: 'An authenticator app is set up (confirmed).' })
  totp!: boolean;

  @Field(() => Int, { description: 'How many passkeys the user has.' })
  passkeys!: number;

  @Field({
    description:
      'An admin without a factor who has used up STAFF_SECOND_FACTOR_GRACE sign-ins: their next password sign-in gets no admin rights until they set one up.',
  })
  overdue!: boolean;
}

async function factorsOf(user: UserType, ctx: CommerceContext): Promise<UserFactors> {
  requireSelfOrAdmin(ctx, user.id);
  const factors = await ctx.staffSecondFactor.factorsOf(user.id);
  if (!factors) throw notFound('User not found.');
  return factors;
}

/** What the admin's users tab shows of each user's second factor (issue 34, item 7). */
@Resolver(() => UserType)
export class UserFactorsResolver {
  @FieldResolver(() => UserSecondFactorsType, {
    description: "The user's second factors, for the user themself and admins.",
  })
  async secondFactors(@Root() user: UserType, @Ctx() ctx: CommerceContext): Promise<UserSecondFactorsType> {
    const { totp, passkeys, overdue } = await factorsOf(user, ctx);
    return { totp, passkeys, overdue };
  }

  @FieldResolver(() => Boolean, {
    description: "An owner-level admin (may reset another user's second factor). For the user themself and admins.",
  })
  async isOwner(@Root() user: UserType, @Ctx() ctx: CommerceContext): Promise<boolean> {
    return (await factorsOf(user, ctx)).isOwner;
  }
}
