import { PAYMENT_METHODS } from '@shop/shared';
import { IsIn } from 'class-validator';
import { Field, InputType } from 'type-graphql';

export const PAYMENT_METHOD_INVALID = 'Please choose a payment method: credit_card, paypal or bank_transfer.';

@InputType()
export class DepositInput {
  @Field({ description: 'Decimal string greater than 0 with at most two decimals, at most 10000.00.' })
  amount!: string;

  @Field({ description: 'credit_card | paypal | bank_transfer' })
  @IsIn(PAYMENT_METHODS, { message: PAYMENT_METHOD_INVALID })
  paymentMethod!: string;
}
