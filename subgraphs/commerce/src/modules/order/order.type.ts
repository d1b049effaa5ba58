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

  @Field({ description: 'completed (delivered from stock) | pending (waiting for an admin to deliver)' })
  status!: string;

  @Field({ description: 'delivered | waiting' })
  deliveryStatus!: string;

  @Field({ description: 'automatic (stored credentials) | manual (delivered by an admin)' })
  deliveryMethod!: string;

  @Field()
  accountDelivered!: boolean;

  /** Sealed; OrderFieldsResolver opens it for the buyer and admins only. */
  accountDetails!: string | null;

  @Field()
  orderDate!: Date;

  /** The credentials as a purchase just opened them for its e-mail: the buyer's answer needs no second opening. */
  openedDetails?: string | null;
}
