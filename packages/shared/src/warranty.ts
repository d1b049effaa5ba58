/** Warranty claims (issue 20): the constants server and clients share. */

/** Days after a purchase in which a claim is accepted, unless the product says otherwise. */
export const WARRANTY_DEFAULT_DAYS = 14;
/** Replacements one order may receive, unless the product says otherwise. */
export const REPLACEMENT_DEFAULT_LIMIT = 1;

export const CLAIM_REASONS = ['banned', 'wrong_credentials', 'recovered', 'other'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** Reasons a claim is replaced automatically for, unless an admin changes the rules. */
export const AUTO_REPLACE_REASONS: readonly ClaimReason[] = ['banned', 'wrong_credentials', 'recovered'];

export const CLAIM_STATUSES = ['submitted', 'replaced', 'credited', 'refused', 'waiting_stock'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A claim's message: what happened, in the buyer's words. */
export const CLAIM_MESSAGE_MAX = 2000;
