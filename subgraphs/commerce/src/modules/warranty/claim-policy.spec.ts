import {
  AUTO_REPLACE_REASONS,
  REPLACEMENT_DEFAULT_LIMIT,
  WARRANTY_DEFAULT_DAYS,
  WARRANTY_RULE_DEFAULTS,
} from '@shop/shared';
import { type ClaimEvidence, reviewReason } from './claim-policy';
import { claimShare } from './claim.repository';
import type { WarrantyRulesType } from './warranty-rules';

const rules = (changes: Partial<WarrantyRulesType> = {}): WarrantyRulesType => ({
  defaultWarrantyDays: WARRANTY_DEFAULT_DAYS,
  defaultReplacementLimit: REPLACEMENT_DEFAULT_LIMIT,
  autoReasons: [...AUTO_REPLACE_REASONS],
  ...WARRANTY_RULE_DEFAULTS,
  autoReplace: true,
  ...changes,
});
/** A first claim of a customer with 1 delivered order, on a batch staff confirmed twice. */
const evidence = (changes: Partial<ClaimEvidence> = {}): ClaimEvidence => ({
  batchId: 'batch-a',
  batchBanned: false,
  batchConfirmed: 2,
  recentAutoReplacements: 0,
  earlierClaims: 0,
  deliveredOrders: 1,
  ...changes,
});
const claim = { reason: 'banned' as const, unitId: 7, reportedBefore: false };

describe('reviewReason (when the rules may replace a claim without staff)', () => {
  it('replaces only on evidence, under both caps', () => {
    expect(reviewReason(rules(), claim, evidence())).toBeNull();
    expect(reviewReason(rules(), claim, evidence({ batchConfirmed: 0, batchBanned: true }))).toBeNull();
  });

  it.each<[string, Partial<WarrantyRulesType>, Partial<typeof claim>, Partial<ClaimEvidence>]>([
    ['rules_off', { autoReplace: false }, {}, {}],
    ['reason_not_automatic', {}, { reason: 'other' as never }, {}],
    ['no_unit', {}, { unitId: null as never }, {}],
    ['reported_before', {}, { reportedBefore: true }, {}],
    ['batch_not_confirmed', {}, {}, { batchConfirmed: 1 }],
    ['batch_not_confirmed', {}, {}, { batchId: null }],
    ['customer_cap', {}, {}, { recentAutoReplacements: 2 }],
    // 1 earlier claim of 3 orders is 33%: over 30%; 1 of 4 (25%) is under.
    ['claim_ratio', {}, {}, { earlierClaims: 1, deliveredOrders: 3 }],
    ['claim_ratio', { claimRatioPercent: 0 }, {}, {}],
  ])('sends the claim to staff: %s', (expected, ruleChanges, claimChanges, evidenceChanges) => {
    expect(reviewReason(rules(ruleChanges), { ...claim, ...claimChanges }, evidence(evidenceChanges))).toBe(expected);
  });

  it('is under the ratio at 1 earlier claim of 4 orders', () => {
    expect(reviewReason(rules(), claim, evidence({ earlierClaims: 1, deliveredOrders: 4 }))).toBeNull();
  });
});

describe('claimShare (how much of a restock waiting claims take)', () => {
  it('takes the share, at least one unit, never more than arrived; none at 0%', () => {
    expect([1, 2, 3, 4, 10].map((units) => claimShare(units, 50))).toEqual([1, 1, 1, 2, 5]);
    expect(claimShare(3, 100)).toBe(3);
    expect(claimShare(5, 0)).toBe(0);
    expect(claimShare(0, 50)).toBe(0);
  });
});
