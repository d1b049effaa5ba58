import { createUnionType, Field, Int, InterfaceType, ObjectType } from 'type-graphql';
import { AccountOnHoldError, Refusal, resolveRefusal } from '../wallet/wallet.refusals';
import {
  INSUFFICIENT_BALANCE,
  OUT_OF_STOCK,
  PRICE_CHANGED,
  PRODUCT_NOT_FOUND,
  PRODUCT_SOLD,
  cartItemLabel,
} from './order.errors';
import { OrderType } from './order.type';

/** A refusal about one product; in a checkout its message names the item (`cartItemLabel`). */
@InterfaceType({ implements: Refusal, description: 'A refusal about one product of the purchase.' })
export abstract class ProductRefusal extends Refusal {
  @Field(() => Int, { description: 'The product refused.' })
  productId!: number;

  constructor(message: string, productId: number) {
    super(message);
    this.productId = productId;
  }

  /** The same refusal, its message prefixed with the checkout item it is about. */
  forItem(title?: string | null): this {
    const copy = Object.assign(Object.create(Object.getPrototypeOf(this) as object) as this, this);
    copy.message = `${cartItemLabel(this.productId, title)}: ${this.message}`;
    return copy;
  }
}

@ObjectType({
  implements: [Refusal, ProductRefusal],
  description: 'The product does not exist, or is hidden or deleted.',
})
export class ProductNotFoundError extends ProductRefusal {
  constructor(productId: number) {
    super(PRODUCT_NOT_FOUND, productId);
  }
}

@ObjectType({
  implements: [Refusal, ProductRefusal],
  description: 'The product (a single account) has already been sold.',
})
export class ProductSoldError extends ProductRefusal {
  constructor(productId: number) {
    super(PRODUCT_SOLD, productId);
  }
}

@ObjectType({ implements: [Refusal, ProductRefusal], description: 'No unit and no manual stock left.' })
export class OutOfStockError extends ProductRefusal {
  constructor(productId: number) {
    super(OUT_OF_STOCK, productId);
  }
}

@ObjectType({
  implements: [Refusal, ProductRefusal],
  description: 'The price is no longer the `expectedPrice` the buyer saw.',
})
export class PriceChangedError extends ProductRefusal {
  @Field({ description: 'The price now (decimal string, USD), for the buyer to review.' })
  currentPrice: string;

  constructor(productId: number, currentPrice: string) {
    super(PRICE_CHANGED, productId);
    this.currentPrice = currentPrice;
  }
}

@ObjectType({ implements: Refusal, description: 'The wallet holds less than the price (of a checkout: the total).' })
export class InsufficientBalanceError extends Refusal {
  @Field({ description: 'The wallet balance (decimal string, USD).' })
  balance: string;

  @Field({ description: 'What the purchase costs (decimal string, USD).' })
  price: string;

  @Field({ description: 'How much is missing: price - balance (decimal string, USD).' })
  shortBy: string;

  constructor(balance: string, price: string, shortBy: string) {
    super(INSUFFICIENT_BALANCE);
    this.balance = balance;
    this.price = price;
    this.shortBy = shortBy;
  }
}

@ObjectType({ description: 'A checkout that bought every item: one order per product, in the order of the cart.' })
export class CheckoutCartSuccess {
  @Field(() => [OrderType])
  orders!: OrderType[];
}

/** Refusals a purchase answers; anything else (authentication, validation, outages) stays a coded error. */
export type PurchaseRefusal =
  | ProductNotFoundError
  | ProductSoldError
  | OutOfStockError
  | PriceChangedError
  | InsufficientBalanceError
  | AccountOnHoldError;

const REFUSAL_TYPES = [
  OutOfStockError,
  PriceChangedError,
  InsufficientBalanceError,
  ProductNotFoundError,
  ProductSoldError,
  AccountOnHoldError,
] as const;

export const PlaceOrderResult = createUnionType({
  name: 'PlaceOrderResult',
  description: 'The order, or why the purchase was refused (nothing was written).',
  types: () => [OrderType, ...REFUSAL_TYPES] as const,
  // Orders are plain objects; refusals are instances of their classes.
  resolveType: resolveRefusal(OrderType),
});

export const CheckoutCartResult = createUnionType({
  name: 'CheckoutCartResult',
  description: 'Every order of the cart, or why the checkout was refused (nothing was written).',
  types: () => [CheckoutCartSuccess, ...REFUSAL_TYPES] as const,
  resolveType: resolveRefusal(CheckoutCartSuccess),
});
