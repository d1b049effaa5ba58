import { Check, Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import {
  AUTO_REPLACE_REASONS,
  type ClaimReason,
  REPLACEMENT_DEFAULT_LIMIT,
  WARRANTY_DEFAULT_DAYS,
  WARRANTY_RULE_DEFAULTS as D,
} from '@shop/shared';

/**
 * The shop's warranty rules, one row an admin edits: the window and limit new imports get when
 * they set none, and when a claim is replaced without staff (issue 30: off by default, then only on
 * a confirmed bad batch and under the customer's caps) and how restocks are shared.
 */
@Entity({ tableName: 'warranty_rules' })
@Check({ name: 'warranty_rules_one_row', expression: 'id = 1' })
export class WarrantyRulesEntity {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number & Opt = 1;

  @Property({ type: 'integer', default: WARRANTY_DEFAULT_DAYS })
  defaultWarrantyDays: number & Opt = WARRANTY_DEFAULT_DAYS;

  @Property({ type: 'integer', default: REPLACEMENT_DEFAULT_LIMIT })
  defaultReplacementLimit: number & Opt = REPLACEMENT_DEFAULT_LIMIT;

  @Property({ type: 'json', default: JSON.stringify(AUTO_REPLACE_REASONS) })
  autoReasons: ClaimReason[] & Opt = [...AUTO_REPLACE_REASONS];

  @Property({ type: 'boolean', default: D.autoReplace })
  autoReplace: boolean & Opt = D.autoReplace;

  @Property({ type: 'integer', default: D.badBatchConfirmations })
  badBatchConfirmations: number & Opt = D.badBatchConfirmations;

  @Property({ type: 'integer', default: D.autoReplacementsPerCustomer })
  autoReplacementsPerCustomer: number & Opt = D.autoReplacementsPerCustomer;

  @Property({ type: 'integer', default: D.autoReplacementWindowDays })
  autoReplacementWindowDays: number & Opt = D.autoReplacementWindowDays;

  @Property({ type: 'integer', default: D.claimRatioPercent })
  claimRatioPercent: number & Opt = D.claimRatioPercent;

  @Property({ type: 'integer', default: D.claimRatioWindowDays })
  claimRatioWindowDays: number & Opt = D.claimRatioWindowDays;

  @Property({ type: 'integer', default: D.restockClaimSharePercent })
  restockClaimSharePercent: number & Opt = D.restockClaimSharePercent;

  @Property({ type: 'integer', default: D.waitingClaimsPerCustomer })
  waitingClaimsPerCustomer: number & Opt = D.waitingClaimsPerCustomer;

  @Property({ type: 'integer', nullable: true })
  updatedBy?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
