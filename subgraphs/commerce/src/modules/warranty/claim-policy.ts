import type { Sql } from '@shop/server-kit';
import type { ClaimReason, ClaimReviewReason } from '@shop/shared';
import { SCHEMA } from '../../mikro-orm.config';
import type { WarrantyRulesType } from './warranty-rules';

const CLAIM = `"${SCHEMA}"."warranty_claim"`;
const UNIT = `"${SCHEMA}"."inventory_unit"`;
const BATCH = `"${SCHEMA}"."import_batch"`;

/** What the shop knows when a claim arrives, read before the claim is written (issue 30). */
export interface ClaimEvidence {
  /** The claimed unit's import batch; null without a unit or for stock added by hand. */
  batchId: string | null;
  /** An admin marked the batch banned (batch health). */
  batchBanned: boolean;
  /** The batch's claims staff confirmed (replaced or credited). */
  batchConfirmed: number;
  /** The customer's automatic replacements (replaced or waiting) in the rules' window. */
  recentAutoReplacements: number;
  /** The customer's claims before this one, in the ratio window. */
  earlierClaims: number;
  /** The customer's delivered orders in the ratio window. */
  deliveredOrders: number;
}

export const POLICY_SQL = {
  evidence: `select b.id::text as batch_id, b.banned_at is not null as batch_banned,
      (select count(*)::int from ${CLAIM} c join ${UNIT} cu on cu.id = c.unit_id
        where b.id is not null and cu.batch_id = b.id and c.confirmed_at is not null) as batch_confirmed,
      (select count(*)::int from ${CLAIM} c where c.user_id = $2::int and c.automatic
        and c.status in ('replaced', 'waiting_stock') and c.created_at > now() - make_interval(days => $3::int)) as recent_auto,
      (select count(*)::int from ${CLAIM} c where c.user_id = $2::int
        and c.created_at > now() - make_interval(days => $4::int)) as earlier_claims,
      (select count(*)::int from "${SCHEMA}"."order" o where o.user_id = $2::int and o.account_delivered
        and o.order_date > now() - make_interval(days => $4::int)) as delivered
    from (select 1) one
    left join ${UNIT} u on u.id = $1::int
    left join ${BATCH} b on b.id = u.batch_id`,
  waitingClaims: `select count(*)::int as n from ${CLAIM} where user_id = $1::int and status = 'waiting_stock' and id <> $2::int`,
} as const;

/** The evidence for a claim of `userId` on `unitId`, in the claim's transaction (the buyer's wallet locked). */
export async function gatherEvidence(
  sql: Sql,
  userId: number,
  unitId: number | null,
  rules: WarrantyRulesType,
): Promise<ClaimEvidence> {
  const [row] = await sql<{
    batch_id: string | null;
    batch_banned: boolean | null;
    batch_confirmed: number;
    recent_auto: number;
    earlier_claims: number;
    delivered: number;
  }>(POLICY_SQL.evidence, [unitId, userId, rules.autoReplacementWindowDays, rules.claimRatioWindowDays]);
  return {
    batchId: row.batch_id,
    batchBanned: row.batch_banned === true,
    batchConfirmed: Number(row.batch_confirmed),
    recentAutoReplacements: Number(row.recent_auto),
    earlierClaims: Number(row.earlier_claims),
    deliveredOrders: Number(row.delivered),
  };
}

/** The customer's other claims waiting for stock (the per-customer cap of waiting claims). */
export async function waitingClaims(sql: Sql, userId: number, claimId: number): Promise<number> {
  const [row] = await sql<{ n: number }>(POLICY_SQL.waitingClaims, [userId, claimId]);
  return Number(row.n);
}

/**
 * Why a claim goes to staff, or null when the rules may replace it without them: automatic
 * replacement is on, the reason is one it covers, the claim is about a unit not reported before,
 * its batch is confirmed bad (staff confirmed N of its claims, or marked it banned), and the
 * customer is under the cap of automatic replacements and under the claim ratio (earlier claims /
 * delivered orders). Each "no" is the reason staff see.
 */
export function reviewReason(
  rules: WarrantyRulesType,
  claim: { reason: ClaimReason; unitId: number | null; reportedBefore: boolean },
  evidence: ClaimEvidence,
): ClaimReviewReason | null {
  if (!rules.autoReplace) return 'rules_off';
  if (!rules.autoReasons.includes(claim.reason)) return 'reason_not_automatic';
  if (claim.unitId === null) return 'no_unit';
  if (claim.reportedBefore) return 'reported_before';
  if (!evidence.batchBanned && (evidence.batchId === null || evidence.batchConfirmed < rules.badBatchConfirmations))
    return 'batch_not_confirmed';
  if (evidence.recentAutoReplacements >= rules.autoReplacementsPerCustomer) return 'customer_cap';
  // In integers: earlier / delivered < percent / 100.
  if (evidence.earlierClaims * 100 >= rules.claimRatioPercent * evidence.deliveredOrders) return 'claim_ratio';
  return null;
}
