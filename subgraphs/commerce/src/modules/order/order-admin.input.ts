import { IsIn, IsInt, IsNotEmpty, IsOptional, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

export const ORDER_STATUS_FILTERS = ['pending', 'processing', 'delivered', 'cancelled'] as const;

@InputType()
export class OrderListInput {
  @Field(() => String, { nullable: true, description: 'Order id, product title, username or e-mail (part of), case-insensitive.' })
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
}
