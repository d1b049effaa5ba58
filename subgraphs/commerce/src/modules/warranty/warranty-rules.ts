import type { EntityManager } from '@mikro-orm/postgresql';
import { auditEvent, type BaseContext, badInput, IsReplacementLimit, IsWarrantyDays } from '@shop/server-kit';
import {
  AUTO_REPLACE_REASONS,
  CLAIM_REASONS,
  type ClaimReason,
  REPLACEMENT_DEFAULT_LIMIT,
  WARRANTY_DEFAULT_DAYS,
  WARRANTY_RULE_DEFAULTS,
} from '@shop/shared';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsBoolean, IsIn, IsInt, Max, Min } from 'class-validator';
import { SCHEMA } from '../../mikro-orm.config';

@ObjectType('WarrantyRules', { description: "The shop's warranty rules (admin)." })
export class WarrantyRulesType {
  @Field(() => Int, { description: 'Warranty days an import gets when it sets none.' })
  defaultWarrantyDays!: number;
  @Field(() => Int, { description: 'Replacements per order an import gets when it sets none.' })
  defaultReplacementLimit!: number;
  @Field(() => [String], {
    description: 'Claim reasons the rules may replace without staff (only with autoReplace, on evidence).',
  })
  autoReasons!: string[];
  @Field({
    description:
      'Replace without staff when the evidence holds (off: every claim waits for staff). Risk: a buyer of a bad batch gets a second account without a look.',
  })
  autoReplace!: boolean;
  @Field(() => Int, {
    description:
      'Staff-confirmed claims (replaced or credited) that make a batch confirmed bad. Risk when low: a few claims open the batch to automatic replacements.',
  })
  badBatchConfirmations!: number;
  @Field(() => Int, {
    description: 'Automatic replacements one customer may get in autoReplacementWindowDays. Risk when high: farming.',
  })
  autoReplacementsPerCustomer!: number;
  @Field(() => Int)
  autoReplacementWindowDays!: number;
  @Field(() => Int, {
    description:
      "Percent: a customer's earlier claims / delivered orders in claimRatioWindowDays must stay under it for an automatic replacement.",
  })
  claimRatioPercent!: number;
  @Field(() => Int)
  claimRatioWindowDays!: number;
  @Field(() => Int, {
    description:
      'Percent of a restock (at least one unit) waiting claims take, oldest first. Risk when high: paying customers find no stock.',
  })
  restockClaimSharePercent!: number;
  @Field(() => Int, {
    description: 'Claims one customer may have waiting for stock at once (more go to staff).',
  })
  waitingClaimsPerCustomer!: number;
}

/** A whole number between `min` and `max`, each check with the rule's name. */
const Count =
  (min: number, max: number, label: string): PropertyDecorator =>
  (target, key) => {
    const range = `${label} must be between ${min} and ${max}.`;
    IsInt({ message: `${label} must be a whole number.` })(target, key);
    Min(min, { message: range })(target, key);
    Max(max, { message: range })(target, key);
  };

@InputType()
export class WarrantyRulesInput {
  @Field(() => Int)
  @IsWarrantyDays()
  defaultWarrantyDays!: number;

  @Field(() => Int)
  @IsReplacementLimit()
  defaultReplacementLimit!: number;

  @Field(() => [String])
  @IsIn(CLAIM_REASONS, { each: true, message: `Each reason must be one of: ${CLAIM_REASONS.join(', ')}.` })
  autoReasons!: string[];

  @Field({ nullable: true, defaultValue: WARRANTY_RULE_DEFAULTS.autoReplace })
  @IsBoolean()
  autoReplace!: boolean;

  @Field(() => Int, { nullable: true, defaultValue: WARRANTY_RULE_DEFAULTS.badBatchConfirmations })
  @Count(1, 1000, 'Confirmed claims for a bad batch')
  badBatchConfirmations!: number;

  @Field(() => Int, { nullable: true, defaultValue: WARRANTY_RULE_DEFAULTS.autoReplacementsPerCustomer })
  @Count(0, 100, 'Automatic replacements per customer')
  autoReplacementsPerCustomer!: number;

  @Field(() => Int, { nullable: true, defaultValue: WARRANTY_RULE_DEFAULTS.autoReplacementWindowDays })
  @Count(1, 365, 'The automatic replacement window')
  autoReplacementWindowDays!: number;

  @Field(() => Int, { nullable: true, defaultValue: WARRANTY_RULE_DEFAULTS.claimRatioPercent })
  @Count(0, 100, 'The claim ratio')
  claimRatioPercent!: number;

  @Field(() => Int, { nullable: true, defaultValue: WARRANTY_RULE_DEFAULTS.claimRatioWindowDays })
  @Count(1, 365, 'The claim ratio window')
  claimRatioWindowDays!: number;

  @Field(() => Int, { nullable: true, defaultValue: WARRANTY_RULE_DEFAULTS.restockClaimSharePercent })
  @Count(0, 100, 'The restock share')
  restockClaimSharePercent!: number;

  @Field(() => Int, { nullable: true, defaultValue: WARRANTY_RULE_DEFAULTS.waitingClaimsPerCustomer })
  @Count(0, 100, 'Waiting claims per customer')
  waitingClaimsPerCustomer!: number;
}

const DEFAULTS: WarrantyRulesType = {
  defaultWarrantyDays: WARRANTY_DEFAULT_DAYS,
  defaultReplacementLimit: REPLACEMENT_DEFAULT_LIMIT,
  autoReasons: [...AUTO_REPLACE_REASONS],
  ...WARRANTY_RULE_DEFAULTS,
};

const COLUMNS: Record<Exclude<keyof WarrantyRulesType, 'autoReasons'>, string> = {
  defaultWarrantyDays: 'default_warranty_days',
  defaultReplacementLimit: 'default_replacement_limit',
  autoReplace: 'auto_replace',
  badBatchConfirmations: 'bad_batch_confirmations',
  autoReplacementsPerCustomer: 'auto_replacements_per_customer',
  autoReplacementWindowDays: 'auto_replacement_window_days',
  claimRatioPercent: 'claim_ratio_percent',
  claimRatioWindowDays: 'claim_ratio_window_days',
  restockClaimSharePercent: 'restock_claim_share_percent',
  waitingClaimsPerCustomer: 'waiting_claims_per_customer',
};
const KEYS = Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>;
/** The rules' one row read in SQL (also inside other statements' transactions: `RULES_SQL`). */
export const RULES_SQL = `select ${[...Object.values(COLUMNS), 'auto_reasons'].join(', ')} from "${SCHEMA}"."warranty_rules" where id = 1`;
const WRITTEN = KEYS.map((key) => COLUMNS[key]);
/** The rules' one row written: one value per key of `COLUMNS` (in `KEYS` order), the reasons as JSON, the admin. */
export const RULES_WRITE_SQL = `insert into "${SCHEMA}"."warranty_rules" (id, ${WRITTEN.join(', ')}, auto_reasons, updated_by)
       values (1, ${WRITTEN.map(() => '?').join(', ')}, ?::jsonb, ?)
       on conflict (id) do update set ${[...WRITTEN, 'auto_reasons', 'updated_by'].map((c) => `${c} = excluded.${c}`).join(', ')},
         updated_at = now()`;

/** The rules from their row (the defaults without one). */
export function rulesOf(row: Record<string, unknown> | undefined): WarrantyRulesType {
  if (!row) return DEFAULTS;
  const rules = { autoReasons: row.auto_reasons as ClaimReason[] } as WarrantyRulesType;
  for (const key of KEYS) {
    const value = row[COLUMNS[key]];
    (rules as unknown as Record<string, unknown>)[key] = typeof value === 'boolean' ? value : Number(value);
  }
  return rules;
}

/** Reads and writes the one row of rules (its absence reads as the defaults). */
export class WarrantyRules {
  constructor(private readonly em: EntityManager) {}

  async read(): Promise<WarrantyRulesType> {
    const [row] = await this.em.execute<Record<string, unknown>[]>(RULES_SQL);
    return rulesOf(row);
  }

  async update(ctx: BaseContext, actorId: number, input: WarrantyRulesInput): Promise<WarrantyRulesType> {
    const reasons = [...new Set(input.autoReasons)];
    if (reasons.includes('other')) throw badInput("A claim for 'other' always goes to an admin.");
    await this.em.execute(RULES_WRITE_SQL, [...KEYS.map((key) => input[key]), JSON.stringify(reasons), actorId]);
    auditEvent(ctx, 'warranty.rules', 'warranty_rules', JSON.stringify({ ...input, autoReasons: reasons }));
    return this.read();
  }
}
