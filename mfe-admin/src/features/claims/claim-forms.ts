import { AUTO_REPLACE_REASONS } from '@shop/shared';
import { z } from 'zod';
import { checkedText, wholeNumberText } from '../../lib/schema';
import { messages } from '../../messages';

const m = messages.claims;
/** The decision note's limit, as commerce's DecideClaimInput has it. */
export const NOTE_MAX = 1000;
export const WARRANTY_DAYS_MAX = 3650;
export const REPLACEMENT_LIMIT_MAX = 10;
/** The reasons an admin may let the rules replace on their own ('other' always goes to an admin). */
export const AUTO_REASON_CHOICES = AUTO_REPLACE_REASONS;

/** Refusing a claim: the reason the buyer reads (required). */
export const refuseFormSchema = z.object({
  note: checkedText((value) =>
    !value.trim() ? m.refuseRequired : value.trim().length > NOTE_MAX ? m.refuseTooLong : null,
  ),
});
export type RefuseFormValues = z.infer<typeof refuseFormSchema>;

/** The evidence rules' numbers with the bounds commerce's WarrantyRulesInput checks. */
export const RULE_COUNTS = [
  { name: 'badBatchConfirmations', min: 1, max: 1000 },
  { name: 'autoReplacementsPerCustomer', min: 0, max: 100 },
  { name: 'autoReplacementWindowDays', min: 1, max: 365 },
  { name: 'claimRatioPercent', min: 0, max: 100 },
  { name: 'claimRatioWindowDays', min: 1, max: 365 },
  { name: 'restockClaimSharePercent', min: 0, max: 100 },
  { name: 'waitingClaimsPerCustomer', min: 0, max: 100 },
] as const;
export type RuleCount = (typeof RULE_COUNTS)[number]['name'];

const counts = Object.fromEntries(
  RULE_COUNTS.map(({ name, min, max }) => [name, wholeNumberText(min, max, m.rules.countInvalid(min, max))]),
) as Record<RuleCount, ReturnType<typeof wholeNumberText>>;

/** The warranty rules: the import defaults, automatic replacement and its evidence, restock sharing. */
export const rulesFormSchema = z.object({
  defaultWarrantyDays: wholeNumberText(0, WARRANTY_DAYS_MAX, m.rules.daysInvalid),
  defaultReplacementLimit: wholeNumberText(0, REPLACEMENT_LIMIT_MAX, m.rules.limitInvalid),
  autoReasons: z.array(z.string()),
  autoReplace: z.boolean(),
  ...counts,
});
export type RulesFormValues = z.infer<typeof rulesFormSchema>;
