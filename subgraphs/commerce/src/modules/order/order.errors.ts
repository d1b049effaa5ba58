import { badInput, conflict, notFound } from '@shop/server-kit';

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const PRODUCT_SOLD = 'This product has already been sold.';
export const OUT_OF_STOCK = 'This product is out of stock.';
export const PRICE_CHANGED = 'The price of this product has changed. Please review it and try again.';
export const INSUFFICIENT_BALANCE = 'Insufficient balance.';
export const INVALID_EXPECTED_PRICE = 'Invalid expected price.';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different purchase. Use a new key for a new purchase.';
export const INVALID_IDEMPOTENCY_KEY = 'Idempotency-Key must be 1 to 255 printable ASCII characters.';

export const productNotFoundError = () => notFound(PRODUCT_NOT_FOUND);
export const invalidExpectedPriceError = () => badInput(INVALID_EXPECTED_PRICE, { field: 'expectedPrice' });
export const idempotencyKeyReusedError = () => conflict(IDEMPOTENCY_KEY_REUSED, { field: 'idempotencyKey' });

export const MAX_CART_ITEMS = 20;
export const CART_EMPTY = 'The cart is empty.';
export const CART_TOO_LARGE = `A checkout may hold at most ${MAX_CART_ITEMS} products.`;
export const CART_TOO_MANY_UNITS = `A purchase may buy at most ${MAX_CART_ITEMS} units.`;
export const INVALID_QUANTITY = `quantity must be a whole number from 1 to ${MAX_CART_ITEMS}.`;
export const CART_DUPLICATE = 'Each product may appear only once in a checkout.';

export const cartEmptyError = () => badInput(CART_EMPTY, { field: 'items' });
export const cartTooLargeError = () => badInput(CART_TOO_LARGE, { field: 'items' });
export const cartTooManyUnitsError = () => badInput(CART_TOO_MANY_UNITS, { field: 'quantity' });
export const cartDuplicateError = (productId: number) => badInput(CART_DUPLICATE, { field: 'items', productId });

/** How a checkout names the item an error is about: its title (when catalog knows it) and id. */
export function cartItemLabel(productId: number, title?: string | null): string {
  const name = title?.trim();
  return name ? `"${name}" (#${productId})` : `Product #${productId}`;
}
