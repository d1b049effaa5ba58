/** Warranty claims (issue 20): the constants server and clients share. */

/** Days after a purchase in which a claim is accepted, unless the product says otherwise. */
export const WARRANTY_DEFAULT_DAYS = 14;
/** Replacements one order may receive, unless the product says otherwise. */
export const REPLACEMENT_DEFAULT_LIMIT = 1;

export const CLAIM_REASONS = ['banned', 'wrong_credentials', 'recovered', 'other'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/**
 * The reasons as the buyer reads them, in the claim form and in the refund policy, which names
 * what the warranty covers with these same words (so the two cannot disagree).
 */
export const CLAIM_REASON_LABELS: Record<ClaimReason, string> = {
  banned: 'Banned for botting',
  wrong_credentials: 'Wrong credentials',
  recovered: 'Recovered by previous owner',
  other: 'Other',
};

/** Reasons a claim is replaced automatically for, unless an admin changes the rules. */
export const AUTO_REPLACE_REASONS: readonly ClaimReason[] = ['banned', 'wrong_credentials', 'recovered'];

export const CLAIM_STATUSES = ['submitted', 'replaced', 'credited', 'refused', 'waiting_stock', 'closed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A claim's message: what happened, in the buyer's words. */
export const CLAIM_MESSAGE_MAX = 2000;

/**
 * The rules that let a claim be replaced without staff (issue 30), with their defaults. Automatic
 * replacement is off until an admin turns it on, and then only on evidence: the unit's batch is
 * confirmed bad and the customer is under both caps.
 */
export const WARRANTY_RULE_DEFAULTS = {
  /** Replace without staff at all (off: every claim waits for staff). */
  autoReplace: false,
  /** Admin-confirmed claims (replaced or credited by staff) that make a batch confirmed bad. */
  badBatchConfirmations: 2,
  /** Automatic replacements one customer may get in `autoReplacementWindowDays`. */
  autoReplacementsPerCustomer: 2,
  autoReplacementWindowDays: 30,
  /** A customer's earlier claims / delivered orders in `claimRatioWindowDays`, in percent, must stay under this. */
  claimRatioPercent: 30,
  claimRatioWindowDays: 90,
  /** The share of a restock (percent, at least one unit) waiting claims may take. */
  restockClaimSharePercent: 50,
  /** Claims one customer may have waiting for stock at once. */
  waitingClaimsPerCustomer: 3,
} as const;

/**
 * Why a claim went to staff instead of being replaced by the rules (the admin queue shows it).
 * `closed`: not a review reason but the claim's end when its order was refunded or cancelled.
 */
export const CLAIM_REVIEW_REASONS = [
  'rules_off',
  'reason_not_automatic',
  'no_unit',
  'reported_before',
  'batch_not_confirmed',
  'customer_cap',
  'claim_ratio',
  'waiting_cap',
] as const;
export type ClaimReviewReason = (typeof CLAIM_REVIEW_REASONS)[number];
