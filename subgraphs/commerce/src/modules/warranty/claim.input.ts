import { CLAIM_MESSAGE_MAX, CLAIM_REASONS } from '@shop/shared';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

const REASONS = `reason must be one of: ${CLAIM_REASONS.join(', ')}.`;

@InputType()
export class SubmitClaimInput {
  @Field(() => Int)
  @IsInt({ message: 'Order not found.' })
  @Min(1, { message: 'Order not found.' })
  orderId!: number;

  @Field({ description: 'banned | wrong_credentials | recovered | other' })
  @IsIn(CLAIM_REASONS, { message: REASONS })
  reason!: string;

  @Field({ description: "What happened, in the buyer's words (at most 2,000 characters)." })
  @IsString({ message: 'Please describe the problem.' })
  @MaxLength(CLAIM_MESSAGE_MAX, { message: `The message can be at most ${CLAIM_MESSAGE_MAX} characters.` })
  message!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'A file for the claim: the id uploadClaimFile answered (uploaded for this order by its buyer).',
  })
  @IsOptional()
  @IsInt({ message: 'Attachment not found.' })
  @Min(1, { message: 'Attachment not found.' })
  attachmentId?: number | null;
}

@InputType()
export class DecideClaimInput {
  @Field({
    description: 'replace (a unit of the product, or wait for one) | credit (the price to the wallet) | refuse',
  })
  @IsIn(['replace', 'credit', 'refuse'], { message: 'action must be one of: replace, credit, refuse.' })
  action!: 'replace' | 'credit' | 'refuse';

  @Field(() => String, { nullable: true, description: 'For a refusal, the reason the buyer sees (required).' })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'The note can be at most 1,000 characters.' })
  note?: string | null;
}
