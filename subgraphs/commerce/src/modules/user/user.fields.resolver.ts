import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { UserType } from './user.type';

@Resolver(() => UserType)
export class UserFieldsResolver {
  @FieldResolver(() => String, { description: 'Sum of the absolute amounts of purchase entries, decimal string (exact).' })
  totalSpent(@Root() user: UserType, @Ctx() ctx: CommerceContext): Promise<string> {
    return ctx.users.totalSpent(user.id);
  }
}
