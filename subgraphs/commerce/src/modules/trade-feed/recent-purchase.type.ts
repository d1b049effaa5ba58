import { Field, ID, ObjectType } from 'type-graphql';

/** One entry of the public recent-purchase feed (spec: trade notification entry). */
@ObjectType('RecentPurchase')
export class RecentPurchaseType {
  @Field(() => ID, { description: 'An opaque key for the entry (not the order id).' })
  id!: string;

  @Field({ description: 'Buyer name, partly masked ("ab***").' })
  username!: string;

  @Field({ description: 'True when the account was delivered from stock.' })
  verified!: boolean;

  @Field(() => String, { nullable: true })
  message!: string | null;

  @Field({ description: 'Decimal string with two decimals: the price paid.' })
  amount!: string;

  @Field({ description: 'When the purchase happened.' })
  timestamp!: Date;

  /** Resolved by RecentPurchaseFieldsResolver: catalog fills in game, account type and server. */
  productId!: number;
}
