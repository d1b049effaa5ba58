import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { CART_EMPTY, CART_TOO_LARGE, MAX_CART_ITEMS } from './order.errors';

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

@InputType()
export class CheckoutItemInput {
  @Field(() => Int)
  @IsInt({ message: 'Invalid product id.' })
  @Min(1, { message: 'Invalid product id.' })
  productId!: number;

  @Field(() => String, {
    nullable: true,
    description: 'The price the buyer saw (decimal string); a different current price refuses the whole checkout.',
  })
  @IsOptional()
  @MaxLength(16, { message: 'Invalid expected price.' })
  expectedPrice?: string | null;
}

@InputType()
export class CheckoutCartInput {
  @Field(() => [CheckoutItemInput], { description: `1 to ${MAX_CART_ITEMS} different products, each bought once.` })
  @IsArray()
  @ArrayMinSize(1, { message: CART_EMPTY })
  @ArrayMaxSize(MAX_CART_ITEMS, { message: CART_TOO_LARGE })
  @ValidateNested({ each: true })
  items!: CheckoutItemInput[];
}
