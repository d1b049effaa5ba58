import { IsIn, IsInt, IsNotEmpty, IsOptional, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

export const ORDER_STATUS_FILTERS = ['pending', 'processing', 'delivered', 'cancelled'] as const;

@InputType()
export class OrderListInput {
  @Field(() => String, {
    nullable: true,
    description: 'Order id, product title, username or e-mail (part of), case-insensitive.',
  })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'pending (waiting for delivery) | processing | delivered (completed or delivered) | cancelled',
  })
  @IsOptional()
  @IsIn(ORDER_STATUS_FILTERS, { message: `Status must be one of ${ORDER_STATUS_FILTERS.join(', ')}.` })
  status?: string | null;
}

@InputType()
export class DeliverOrderInput {
  @Field(() => Int)
  @IsInt({ message: 'Invalid order id.' })
  @Min(1, { message: 'Invalid order id.' })
  orderId!: number;

  @Field({ description: 'The credentials (a documented account line is stored normalised) or delivery text.' })
  @IsNotEmpty({ message: 'Account details are required.' })
  @MaxLength(5000)
  accountDetails!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Optional notes for the buyer (shown in their order): how to sign in, what was done, ...',
  })
  @IsOptional()
  @MaxLength(2000, { message: 'Delivery notes may be at most 2000 characters.' })
  deliveryNotes?: string | null;
}

@InputType()
export class CancelOrderInput {
  @Field(() => Int)
  @IsInt({ message: 'Invalid order id.' })
  @Min(1, { message: 'Invalid order id.' })
  orderId!: number;

  @Field({ description: 'Why the order is cancelled (told to the buyer), 1-200 characters.' })
  @IsNotEmpty({ message: 'A reason is required.' })
  @MaxLength(200, { message: 'The reason may be at most 200 characters.' })
  reason!: string;
}
