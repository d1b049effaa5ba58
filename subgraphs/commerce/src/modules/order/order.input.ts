import { IsInt, IsOptional, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class PlaceOrderInput {
  @Field(() => Int)
  @IsInt({ message: 'Invalid product id.' })
  @Min(1, { message: 'Invalid product id.' })
  productId!: number;

  @Field(() => String, {
    nullable: true,
    description: 'The price the buyer saw (decimal string). When it differs from the current price the order is refused with CONFLICT.',
  })
  @IsOptional()
  @MaxLength(16, { message: 'Invalid expected price.' })
  expectedPrice?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Accepted for compatibility with the documented payload; the delivery method follows the product's inventory.",
  })
  @IsOptional()
  @MaxLength(32, { message: 'Invalid delivery method.' })
  deliveryMethod?: string | null;
}
