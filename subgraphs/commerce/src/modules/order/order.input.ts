import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { CART_EMPTY, CART_TOO_LARGE, INVALID_IDEMPOTENCY_KEY, INVALID_QUANTITY, MAX_CART_ITEMS } from './order.errors';

/** The gateway's `Idempotency-Key` header, as the gateway accepts it. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const IDEMPOTENCY_KEY_DESCRIPTION =
  "The buyer's Idempotency-Key (1 to 255 printable ASCII characters), kept with the orders: a repeat of the purchase with the same key by the same user answers the first purchase's orders and charges nothing more.";

@InputType()
export class PlaceOrderInput {
  @Field(() => Int)
  @IsInt({ message: 'Invalid product id.' })
  @Min(1, { message: 'Invalid product id.' })
  productId!: number;

  @Field(() => String, {
    nullable: true,
    description:
      'The price the buyer saw (decimal string). When it differs from the current price the order is refused with CONFLICT.',
  })
  @IsOptional()
  @MaxLength(16, { message: 'Invalid expected price.' })
  expectedPrice?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Accepted for compatibility with the documented payload; the delivery method follows the product's inventory.",
  })
  @IsOptional()
  @MaxLength(32, { message: 'Invalid delivery method.' })
  deliveryMethod?: string | null;

  @Field(() => String, { nullable: true, description: IDEMPOTENCY_KEY_DESCRIPTION })
  @IsOptional()
  @Matches(IDEMPOTENCY_KEY_PATTERN, { message: INVALID_IDEMPOTENCY_KEY })
  idempotencyKey?: string | null;
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

  @Field(() => Int, {
    nullable: true,
    description: `Units of this product to buy (default 1), each its own order; at most ${MAX_CART_ITEMS} units in one checkout.`,
  })
  @IsOptional()
  @IsInt({ message: INVALID_QUANTITY })
  @Min(1, { message: INVALID_QUANTITY })
  @Max(MAX_CART_ITEMS, { message: INVALID_QUANTITY })
  quantity?: number | null;
}

@InputType()
export class CheckoutCartInput {
  @Field(() => [CheckoutItemInput], {
    description: `1 to ${MAX_CART_ITEMS} different products, each bought once or \`quantity\` times (at most ${MAX_CART_ITEMS} units in all).`,
  })
  @IsArray()
  @ArrayMinSize(1, { message: CART_EMPTY })
  @ArrayMaxSize(MAX_CART_ITEMS, { message: CART_TOO_LARGE })
  @ValidateNested({ each: true })
  items!: CheckoutItemInput[];

  @Field(() => String, { nullable: true, description: IDEMPOTENCY_KEY_DESCRIPTION })
  @IsOptional()
  @Matches(IDEMPOTENCY_KEY_PATTERN, { message: INVALID_IDEMPOTENCY_KEY })
  idempotencyKey?: string | null;
}
