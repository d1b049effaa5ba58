import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Wallet')
export class WalletType {
  @Field(() => Int)
  userId!: number;

  @Field({ description: 'Decimal string with two decimals, e.g. "12.50" (USD).' })
  balance!: string;

  @Field({
    description:
      'On hold: a refund or chargeback at the payment provider took back money this wallet had already spent. Purchases and deposits are refused until an admin releases it (releaseWalletHold).',
  })
  onHold!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Why the wallet is on hold (which deposit, how much could not be taken back); null when not on hold.',
  })
  holdReason!: string | null;
}

@ObjectType('WalletTransaction')
export class WalletTransactionType {
  @Field(() => Int)
  id!: number;

  @Field({ description: 'deposit | purchase | refund | withdrawal | adjustment' })
  type!: string;

  @Field({ description: 'Signed decimal string: positive adds to the balance, negative takes from it.' })
  amount!: string;

  @Field()
  description!: string;

  @Field(() => String, { nullable: true, description: 'credit_card | paypal | bank_transfer, for deposits.' })
  paymentMethod!: string | null;

  @Field(() => Int, { nullable: true, description: 'The order a purchase paid for.' })
  orderId!: number | null;

  @Field(() => Int, { nullable: true, description: 'The deposit (payment) a deposit or refund entry belongs to.' })
  paymentId!: number | null;

  @Field(() => Int, { nullable: true, description: 'The admin who posted an adjustment or a refund.' })
  actorId!: number | null;

  @Field({ description: 'completed' })
  status!: string;

  @Field()
  createdAt!: Date;
}
