import { IsIn, IsInt, IsOptional, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class PaymentWebhookInput {
  @Field({ description: 'stripe' })
  @IsIn(['stripe'], { message: 'Unknown payment provider.' })
  provider!: string;

  @Field({ description: 'The request body exactly as the provider sent it (the signature covers these bytes).' })
  @MaxLength(1_000_000)
  payload!: string;

  @Field({ description: 'The signature header (Stripe-Signature).' })
  @MaxLength(2_000)
  signature!: string;
}

@InputType()
export class RefundOrderInput {
  @Field(() => Int)
  @IsInt()
  @Min(1)
  orderId!: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  reason?: string | null;
}

@InputType()
export class RefundDepositInput {
  @Field(() => Int)
  @IsInt()
  @Min(1)
  paymentId!: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  reason?: string | null;
}
