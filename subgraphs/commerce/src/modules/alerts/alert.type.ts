import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('RestockAlertFilter', { description: 'A saved filter: every criterion given must match.' })
export class RestockAlertFilterType {
  @Field(() => String, { nullable: true }) gameSlug!: string | null;
  @Field(() => String, { nullable: true }) server!: string | null;
  @Field(() => String, { nullable: true }) accountType!: string | null;
  @Field(() => String, { nullable: true }) subCategory!: string | null;
  @Field(() => [String], { nullable: true, description: 'Skins the account must have, all of them.' })
  skins!: string[] | null;
  @Field(() => Int, { nullable: true }) minBlueEssence!: number | null;
}

@ObjectType('RestockAlert', { description: 'A customer waiting for stock of a product or of a saved filter.' })
export class RestockAlertType {
  @Field(() => Int) id!: number;
  @Field(() => Int) userId!: number;
  @Field(() => Int, { nullable: true, description: 'The sold-out product; null for a saved filter.' })
  productId!: number | null;
  @Field(() => RestockAlertFilterType, { nullable: true }) filter!: RestockAlertFilterType | null;
  @Field({ description: 'waiting | notified | cancelled | expired (waiting 90 days, never told)' }) status!: string;
  @Field(() => Int, { nullable: true, description: 'The product the customer was told about.' })
  notifiedProductId!: number | null;
  @Field(() => Date, { nullable: true }) notifiedAt!: Date | null;
  @Field() createdAt!: Date;
  @Field({ description: 'When a waiting alert stops waiting: 90 days after it was made.' }) expiresAt!: Date;
}

@ObjectType('Notice', { description: "A message in the customer's bell (stock arrived, a claim changed)." })
export class NoticeType {
  @Field(() => Int) id!: number;
  @Field({ description: 'restock | claim' }) kind!: string;
  @Field() text!: string;
  @Field(() => String, { nullable: true, description: 'The site path the notice opens.' }) link!: string | null;
  @Field() read!: boolean;
  @Field() createdAt!: Date;
}
