import { Field, ObjectType } from 'type-graphql';

@ObjectType('DepositLimits', {
  description: 'What one account may deposit, so the top-up form can say it before anyone is refused.',
})
export class DepositLimitsType {
  @Field({ description: 'Largest single deposit (decimal string, USD).' })
  perDeposit!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Most one account may deposit over any 24 hours (decimal string, USD); null when there is no limit.',
  })
  per24Hours!: string | null;
}
