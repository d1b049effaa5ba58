import { createUnionType, Field, Int, InterfaceType, ObjectType } from 'type-graphql';
import { ACCOUNT_ON_HOLD } from '../wallet/wallet.errors';
import { Refusal, resolveRefusal } from '../wallet/wallet.refusals';
import { CLAIM_ALREADY_OPEN, CLAIM_NOT_DELIVERED, claimLimitReached, claimWindowClosed } from './claim.errors';
import { ClaimType } from './claim.type';

/** Why an order cannot be claimed; nothing was written. The REST facade answers each with 409. */
@InterfaceType({ implements: Refusal, description: 'Why a warranty claim on an order was refused.' })
export abstract class ClaimRefusal extends Refusal {
  @Field(() => Int, { description: 'The order claimed.' })
  orderId: number;

  constructor(message: string, orderId: number) {
    super(message);
    this.orderId = orderId;
  }
}

@ObjectType({ implements: [Refusal, ClaimRefusal], description: "The order's warranty window has ended." })
export class WarrantyExpiredError extends ClaimRefusal {
  @Field({ description: 'When the warranty ended.' })
  endedAt: Date;

  constructor(orderId: number, endedAt: Date) {
    super(claimWindowClosed(endedAt), orderId);
    this.endedAt = endedAt;
  }
}

@ObjectType({
  implements: [Refusal, ClaimRefusal],
  description: 'The order has had every replacement its warranty gives.',
})
export class ReplacementLimitReachedError extends ClaimRefusal {
  @Field(() => Int, { description: 'Replacements the warranty gives one order.' })
  limit: number;

  constructor(orderId: number, limit: number) {
    super(claimLimitReached(limit), orderId);
    this.limit = limit;
  }
}

@ObjectType({ implements: [Refusal, ClaimRefusal], description: 'Another claim of the order is still open.' })
export class ClaimAlreadyOpenError extends ClaimRefusal {
  @Field(() => Int, { description: 'The open claim.' })
  claimId: number;

  constructor(orderId: number, claimId: number) {
    super(CLAIM_ALREADY_OPEN, orderId);
    this.claimId = claimId;
  }
}

@ObjectType({
  implements: [Refusal, ClaimRefusal],
  description: 'The order is not delivered (waiting, cancelled or refunded): there is nothing to replace.',
})
export class OrderNotClaimableError extends ClaimRefusal {
  constructor(orderId: number) {
    super(CLAIM_NOT_DELIVERED, orderId);
  }
}

@ObjectType({
  implements: [Refusal, ClaimRefusal],
  description: "The buyer's wallet is on hold (a reversed payment): no claims until an admin releases it.",
})
export class WalletOnHoldClaimError extends ClaimRefusal {
  constructor(orderId: number) {
    super(ACCOUNT_ON_HOLD, orderId);
  }
}

export type SubmitClaimRefusal =
  | WarrantyExpiredError
  | ReplacementLimitReachedError
  | ClaimAlreadyOpenError
  | OrderNotClaimableError
  | WalletOnHoldClaimError;

export const SubmitClaimResult = createUnionType({
  name: 'SubmitClaimResult',
  description: 'The claim (submitted to staff, or replaced or waiting for stock by the rules), or why it was refused.',
  types: () =>
    [
      ClaimType,
      WarrantyExpiredError,
      ReplacementLimitReachedError,
      ClaimAlreadyOpenError,
      OrderNotClaimableError,
      WalletOnHoldClaimError,
    ] as const,
  resolveType: resolveRefusal(ClaimType),
});
