import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Order')
export class OrderType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  userId!: number;

  @Field(() => Int)
  productId!: number;

  @Field({ description: 'The product title at purchase time: kept when the product changes or is deleted.' })
  productTitle!: string;

  @Field({ description: 'Decimal string with two decimals (USD): the price charged.' })
  totalPrice!: string;

  @Field({
    description:
      'pending (waiting for an admin to deliver) | processing (an admin is on it) | delivered | cancelled (before delivery: price refunded, stock returned) | refunded (price given back after delivery)',
  })
  status!: string;

  @Field({ description: 'waiting | processing | delivered | cancelled' })
  deliveryStatus!: string;

  @Field({ description: 'automatic (stored credentials) | manual (delivered by an admin)' })
  deliveryMethod!: string;

  @Field()
  accountDelivered!: boolean;

  /** Sealed; OrderFieldsResolver opens it for the buyer and admins only. */
  accountDetails!: string | null;

  @Field()
  orderDate!: Date;

  @Field(() => String, {
    nullable: true,
    description: 'What the admin who delivered the order by hand wrote for the buyer; null when none.',
  })
  deliveryNotes?: string | null;

  @Field(() => String, { nullable: true, description: 'Why an admin cancelled the order; null unless cancelled.' })
  cancelReason?: string | null;

  @Field(() => Int, { description: 'Days after the purchase in which a warranty claim is accepted.' })
  warrantyDays!: number;

  @Field(() => Int, { description: 'Warranty replacements the order may receive.' })
  replacementLimit!: number;

  @Field({ description: 'When the warranty ends (orderDate + warrantyDays).' })
  warrantyEndsAt!: Date;

  /** The credentials as a purchase just opened them for its e-mail: the buyer's answer needs no second opening. */
  openedDetails?: string | null;
}
