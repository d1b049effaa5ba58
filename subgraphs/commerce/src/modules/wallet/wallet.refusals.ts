import { type ClassType, Field, InterfaceType, ObjectType } from 'type-graphql';
import { ACCOUNT_ON_HOLD } from './wallet.errors';

/**
 * A purchase or deposit refused for a reason the buyer must be shown (not a fault of the request):
 * a member of the mutation's result union (`PlaceOrderResult`, `CheckoutCartResult`, `DepositResult`).
 * Not an Error: graphql-js treats a returned Error as a failure.
 */
@InterfaceType({
  description: 'Why a purchase or deposit was refused; each refusal is its own type with the fields it needs.',
})
export abstract class Refusal {
  @Field({ description: 'What to tell the buyer, in English (the REST facade answers the same text).' })
  message: string;

  constructor(message: string) {
    this.message = message;
  }
}

/** Thrown by a service with its refusal, so the transaction it interrupts rolls back; the service answers `refusal`. */
export class Refused<T extends Refusal = Refusal> extends Error {
  constructor(readonly refusal: T) {
    super(refusal.message);
    this.name = 'Refused';
  }
}

/** The refusal (one of `R`, those the work throws) a purchase or deposit threw, as its answer; any other error is thrown on. */
export async function answerRefusal<T, R extends Refusal>(work: Promise<T>): Promise<T | R> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Refused) return error.refusal as R;
    throw error;
  }
}

@ObjectType({
  implements: Refusal,
  description:
    'The wallet is on hold: a payment into it was reversed after the money was spent. Purchases and deposits are refused until an admin releases it.',
})
export class AccountOnHoldError extends Refusal {
  constructor() {
    super(ACCOUNT_ON_HOLD);
  }
}

/** The union member of a value a purchase or deposit answers: a refusal's own class, else `success`. */
export const resolveRefusal =
  (success: ClassType) =>
  (value: unknown): ClassType =>
    value instanceof Refusal ? (value.constructor as ClassType) : success;
