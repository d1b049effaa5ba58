import { centsToDecimal } from '@shop/shared';
import { createUnionType, Field, ObjectType } from 'type-graphql';
import { AccountOnHoldError, Refusal, resolveRefusal } from '../wallet/wallet.refusals';
import { PaymentType } from './payment.type';

@ObjectType({
  implements: Refusal,
  description: "The deposit would pass the account's limit for 24 hours (DAILY_DEPOSIT_LIMIT).",
})
export class DailyDepositLimitError extends Refusal {
  @Field({ description: 'The limit per 24 hours (decimal string, USD).' })
  limit: string;

  @Field({ description: 'What the account may still deposit in the next 24 hours (decimal string, USD).' })
  remaining: string;

  constructor(limitCents: number, usedCents: number) {
    const remaining = centsToDecimal(Math.max(0, limitCents - usedCents));
    super(
      `The daily deposit limit is ${centsToDecimal(limitCents)} USD per account; you can deposit at most ${remaining} more in the next 24 hours.`,
    );
    this.limit = centsToDecimal(limitCents);
    this.remaining = remaining;
  }
}

/** Refusals a deposit answers; an invalid amount, the per-deposit maximum and outages stay coded errors. */
export type DepositRefusal = DailyDepositLimitError | AccountOnHoldError;

export const DepositResult = createUnionType({
  name: 'DepositResult',
  description: 'The payment, or why the deposit was refused (nothing was written).',
  types: () => [PaymentType, DailyDepositLimitError, AccountOnHoldError] as const,
  resolveType: resolveRefusal(PaymentType),
});
