import { Field, Int, ObjectType } from 'type-graphql';

/** The buyer of an order as the admin's Orders tab shows it. */
@ObjectType('OrderCustomer')
export class OrderCustomerType {
  @Field(() => Int)
  id!: number;

  @Field()
  username!: string;

  @Field()
  email!: string;
}
