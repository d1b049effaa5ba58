import { Directive, Field, Float, Int, ObjectType } from 'type-graphql';

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

  @Field({
    description: 'submitted | replaced | credited | refused | waiting_stock | closed (its order refunded or cancelled)',
  })
  status!: string;

  @Field({ description: 'Decided by the rules, without an admin.' })
  automatic!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The admin's note; for a refusal, the reason the buyer sees; for a closed claim, why it closed.",
  })
  decisionNote!: string | null;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When it was decided (for a replaced claim: when the account was replaced).',
  })
  decidedAt!: Date | null;

  /** The unit claimed (null for a hand-delivered order); ClaimResolver shows it to admins only. */
  unitId!: number | null;

  /** The unit that replaced it; admins only. */
  replacementUnitId!: number | null;

  /** The import batch of the unit claimed; admins only. */
  batchId!: string | null;

  /** Why the rules sent it to staff (`CLAIM_REVIEW_REASONS`); admins only. */
  reviewReason!: string | null;

  /** The order's credentials before the replacement are kept on the claim; ClaimResolver shows the flag to admins only. */
  hasPreviousDetails!: boolean;

  /** Support's ClaimFile id (the buyer's file); ClaimResolver's `attachment` points at it. */
  attachmentId!: number | null;
}

@ObjectType('ClaimCredentials', {
  description: "A claim's earlier credentials (the order's before its replacement), as an admin's reveal opens them.",
})
export class ClaimCredentialsType {
  @Field(() => Int) claimId!: number;
  @Field({ description: 'The clear credential text the buyer had before the replacement.' }) credentials!: string;
}

@ObjectType('ClaimSignals', {
  description: 'What staff weigh on a claim (admin): its timing, its customer, its batch.',
})
export class ClaimSignalsType {
  @Field(() => Int, { description: 'Minutes from the delivery of the unit claimed (or the order) to the claim.' })
  minutesFromDelivery!: number;
  @Field(() => Int, { description: "The customer's claims in the rules' ratio window (this one included)." })
  customerClaims!: number;
  @Field(() => Int, { description: "The customer's delivered orders in the ratio window." })
  customerDeliveredOrders!: number;
  @Field(() => Float, { nullable: true, description: 'customerClaims / customerDeliveredOrders; null without orders.' })
  customerClaimRatio!: number | null;
  @Field({ description: 'The batch was marked banned from batch health.' })
  batchBanned!: boolean;
  @Field(() => Int, { description: "The batch's claims staff confirmed (replaced or credited)." })
  batchConfirmedClaims!: number;
  @Field(() => Int, { description: "The batch's open claims (submitted or waiting for stock)." })
  batchOpenClaims!: number;
  @Field(() => Int, { description: "Other customers' claims on units of the same batch." })
  batchOtherCustomerClaims!: number;
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
