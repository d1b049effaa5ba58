import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ActivityEntry')
export class ActivityEntryType {
  @Field(() => Int)
  id!: number;

  @Field({
    description:
      'register | login | purchase | deposit | status_change | admin_change | balance_adjustment | profile_update | order_delivered | order_processing | order_cancelled | refund',
  })
  action!: string;

  @Field()
  details!: string;

  @Field()
  timestamp!: Date;

  @Field(() => String, { nullable: true, description: 'JSON object text: ids, old and new values, the acting admin.' })
  metadata!: string | null;
}
