import { Directive, Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Product')
@Directive('@key(fields: "id")')
export class ProductType {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { nullable: true })
  productCode?: string | null;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field({ description: 'Decimal string with two decimals, e.g. "12.50" (USD).' })
  price!: string;

  @Field({ description: 'Available | Out of Stock | Sold' })
  status!: string;

  @Field()
  gameSlug!: string;

  @Field(() => Int)
  gameId!: number;

  @Field()
  rankStatus!: string;

  @Field()
  accountType!: string;

  @Field()
  subCategory!: string;

  @Field()
  server!: string;

  @Field({ description: 'Public, redacted account text in the documented format (credentials masked).' })
  accountText!: string;

  @Field(() => Int, { nullable: true })
  blueEssence?: number | null;

  @Field(() => [String])
  skins!: string[];

  @Field()
  deliveryMethod!: string;

  @Field()
  createdAt!: Date;
}
