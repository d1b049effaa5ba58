import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Subcategory')
export class SubcategoryType {
  @Field()
  id!: string;

  @Field()
  name!: string;
}

@ObjectType('AccountType')
export class AccountTypeType {
  @Field({ description: 'Slug such as fresh or ranked.' })
  id!: string;

  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field(() => [SubcategoryType])
  subcategories!: SubcategoryType[];
}

@ObjectType('GameCategory')
export class GameCategoryType {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field()
  slug!: string;

  @Field(() => String, { nullable: true })
  icon!: string | null;

  @Field(() => Int, { nullable: true })
  parentId!: number | null;

  @Field(() => [AccountTypeType])
  accountTypes!: AccountTypeType[];
}
