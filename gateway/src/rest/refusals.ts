import type { CheckoutCartMutation, DepositMutation, PlaceOrderMutation } from '../generated/graphql';
import { OperationError } from './execute';

type Answer = PlaceOrderMutation['placeOrder'] | CheckoutCartMutation['checkoutCart'] | DepositMutation['deposit'];

/** Every refusal member of the purchase and deposit unions (whatever the mutation). */
export type RefusalAnswer = Exclude<Answer, { __typename: 'Order' | 'CheckoutCartSuccess' | 'Payment' }>;

/**
 * The HTTP status and code each refusal had when it was a coded error (the REST answers stay the
 * spec's), and its code as a problem of the reseller API (`/api/v1`: the union member's name).
 */
const STATUS: Record<RefusalAnswer['__typename'], { status: number; code: string; problem: string }> = {
  ProductNotFoundError: { status: 404, code: 'NOT_FOUND', problem: 'PRODUCT_NOT_FOUND' },
  ProductSoldError: { status: 409, code: 'CONFLICT', problem: 'PRODUCT_SOLD' },
  OutOfStockError: { status: 409, code: 'CONFLICT', problem: 'OUT_OF_STOCK' },
  PriceChangedError: { status: 409, code: 'CONFLICT', problem: 'PRICE_CHANGED' },
  InsufficientBalanceError: { status: 400, code: 'BAD_USER_INPUT', problem: 'INSUFFICIENT_BALANCE' },
  AccountOnHoldError: { status: 403, code: 'FORBIDDEN', problem: 'ACCOUNT_ON_HOLD' },
  DailyDepositLimitError: { status: 400, code: 'BAD_USER_INPUT', problem: 'DAILY_DEPOSIT_LIMIT' },
};

/** The fields of the JSON error body besides `message`/`error`/`code`: what the client needs to act on. */
export function refusalDetails(refusal: RefusalAnswer, aboutItem: boolean): Record<string, unknown> {
  switch (refusal.__typename) {
    case 'PriceChangedError':
      return { currentPrice: refusal.currentPrice, ...(aboutItem ? { productId: refusal.productId } : {}) };
    case 'ProductNotFoundError':
    case 'ProductSoldError':
    case 'OutOfStockError':
      return aboutItem ? { productId: refusal.productId } : {};
    case 'InsufficientBalanceError':
      return { balance: refusal.balance, price: refusal.price };
    case 'DailyDepositLimitError':
      return { field: 'amount', limit: refusal.limit };
    case 'AccountOnHoldError':
      return {};
  }
}

/**
 * A refusal answered by a purchase or deposit as the facade's HTTP error. `aboutItem`: a checkout's
 * product refusals also name the item by `productId`.
 */
export function refusalError(refusal: RefusalAnswer, { aboutItem = false } = {}): OperationError {
  const { status, code } = STATUS[refusal.__typename];
  return new OperationError(status, refusal.message, code, refusalDetails(refusal, aboutItem));
}

/** The same refusal's status, problem code and details, for a problem of the reseller API. */
export function refusalProblemParts(refusal: RefusalAnswer) {
  const { status, problem } = STATUS[refusal.__typename];
  return { status, code: problem, details: refusalDetails(refusal, false) };
}
