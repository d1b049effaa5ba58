import { Directive, Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Claim', { description: 'A warranty claim on a delivered order, and where it stands.' })
export class ClaimType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  orderId!: number;

  @Field(() => Int)
  userId!: number;

  @Field(() => Int)
  productId!: number;

  @Field({ description: "The order's product title." })
  productTitle!: string;

  @Field({ description: 'banned | wrong_credentials | recovered | other' })
  reason!: string;

  @Field({ description: "The buyer's message." })
  message!: string;

  @Field({ description: 'submitted | replaced | credited | refused | waiting_stock' })
  status!: string;

  @Field({ description: 'Decided by the rules, without an admin.' })
  automatic!: boolean;

  @Field(() => String, { nullable: true, description: "The admin's note; for a refusal, the reason the buyer sees." })
  decisionNote!: string | null;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  @Field(() => Date, { nullable: true })
  decidedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'The unit claimed (null for a hand-delivered order).' })
  unitId!: number | null;

  @Field(() => Int, { nullable: true, description: 'The unit that replaced it.' })
  replacementUnitId!: number | null;

  @Field(() => String, { nullable: true, description: 'The import batch of the unit claimed.' })
  batchId!: string | null;

  /** Support's ClaimFile id (the buyer's file); ClaimResolver's `attachment` points at it. */
  attachmentId!: number | null;

  /** Sealed for the claim; ClaimFieldsResolver opens it for the buyer and admins only. */
  previousDetails!: string | null;
}

/** Support's file of a claim, referenced by id and the claim's order (support decides who sees it). */
@Directive('@key(fields: "id orderId", resolvable: false)')
@ObjectType('ClaimFile')
export class ClaimFileReference {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  orderId!: number;
}
