import { Field, Int, ObjectType } from 'type-graphql';
import { UserType } from './user.type';

@ObjectType('UserPage')
export class UserPageType {
  @Field(() => [UserType])
  items!: UserType[];

  @Field(() => Int, { description: 'Users matching the filter, over all pages.' })
  total!: number;
}

@ObjectType('DeleteUserResult')
export class DeleteUserResultType {
  @Field(() => Int)
  id!: number;

  @Field({ description: 'true: erased (no orders or ledger history).' })
  deleted!: boolean;

  @Field({ description: 'true: kept for its history, set Inactive and signed out everywhere.' })
  deactivated!: boolean;
}

@ObjectType('UserAdminFlag')
export class UserAdminFlagType {
  @Field(() => Int)
  id!: number;

  @Field()
  isAdmin!: boolean;

  @Field()
  username!: string;
}
