import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Payment', {
  description: 'A deposit asked of the payment provider; the wallet is credited only once the provider confirms it.',
})
export class PaymentType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  userId!: number;

  @Field({ description: 'Decimal string with two decimals (USD).' })
  amount!: string;

  @Field({ description: 'pending | completed | failed | expired | refunded' })
  status!: string;

  @Field({ description: 'test | stripe' })
  provider!: string;

  @Field()
  paymentMethod!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Where the client sends the payer to pay (Stripe Checkout); null once confirmed.',
  })
  checkoutUrl!: string | null;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  completedAt!: Date | null;
}
