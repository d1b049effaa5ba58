import type { SubmitClaimMutation } from '../../generated/graphql';
import { Problem } from './problem';

type ClaimRefusalAnswer = Exclude<SubmitClaimMutation['submitClaim'], { __typename: 'Claim' }>;

/**
 * Each refusal of a warranty claim as a problem of the reseller API: the status the cookie route
 * answers (409; the wallet's hold is a 403 as a purchase's is), the union member as the code, and
 * what a caller acts on (when the warranty ended, the limit, the open claim).
 */
export function claimRefusalProblem(refusal: ClaimRefusalAnswer): Problem {
  const about = { orderId: refusal.orderId };
  switch (refusal.__typename) {
    case 'WarrantyExpiredError':
      return new Problem(409, 'WARRANTY_EXPIRED', refusal.message, { ...about, endedAt: refusal.endedAt });
    case 'ReplacementLimitReachedError':
      return new Problem(409, 'REPLACEMENT_LIMIT_REACHED', refusal.message, { ...about, limit: refusal.limit });
    case 'ClaimAlreadyOpenError':
      return new Problem(409, 'CLAIM_ALREADY_OPEN', refusal.message, { ...about, claimId: refusal.claimId });
    case 'OrderNotClaimableError':
      return new Problem(409, 'ORDER_NOT_CLAIMABLE', refusal.message, about);
    case 'WalletOnHoldClaimError':
      return new Problem(403, 'ACCOUNT_ON_HOLD', refusal.message, about);
  }
}
