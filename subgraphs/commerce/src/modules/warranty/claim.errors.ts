/** The warranty's texts (English: the account area's language; the REST facade answers the same). */
export const CLAIM_ORDER_NOT_FOUND = 'Order not found.';
export const CLAIM_NOT_FOUND = 'Claim not found.';
export const CLAIM_NO_PREVIOUS_DETAILS = 'No earlier credentials for this claim.';
export const CLAIM_REVEAL_REAUTH_REQUIRED = "Re-enter your password to see a claim's earlier credentials.";
export const CLAIM_NOT_DELIVERED = 'Only a delivered order can be claimed under warranty.';
export const CLAIM_ALREADY_OPEN = 'A claim for this order is already open.';
export const CLAIM_ALREADY_DECIDED = 'This claim has already been decided.';
export const CLAIM_NOTE_REQUIRED = 'Please write why the claim is refused.';
export const claimWindowClosed = (endedAt: Date) =>
  `This order's warranty ended on ${endedAt.toISOString().slice(0, 10)}.`;
export const claimLimitReached = (limit: number) =>
  limit === 0
    ? "This order's product has no replacements under its warranty."
    : `This order has had its ${limit} replacement${limit === 1 ? '' : 's'}: its warranty is used.`;
export const CLAIM_ORDER_CLOSED = 'This order has been refunded or cancelled: nothing more is given for it.';
export const claimsWaitingCap = (cap: number) =>
  `This customer already has ${cap} claim${cap === 1 ? '' : 's'} waiting for stock: credit or refuse this one.`;
/** What the buyer reads on a claim its order's refund or cancel closed. */
export const claimClosedNote = (orderStatus: string) =>
  orderStatus === 'cancelled'
    ? 'Your order was cancelled and its price returned to your wallet, so this claim is closed.'
    : 'Your order was refunded, so this claim is closed.';
