import type { EntityManager } from '@mikro-orm/postgresql';
import { auditEvent, type BaseContext, badInput, IsReplacementLimit, IsWarrantyDays } from '@shop/server-kit';
import {
  AUTO_REPLACE_REASONS,
  CLAIM_REASONS,
  type ClaimReason,
  REPLACEMENT_DEFAULT_LIMIT,
  WARRANTY_DEFAULT_DAYS,
} from '@shop/shared';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsIn } from 'class-validator';
import { SCHEMA } from '../../mikro-orm.config';

@ObjectType('WarrantyRules', { description: "The shop's warranty rules (admin)." })
export class WarrantyRulesType {
  @Field(() => Int, { description: 'Warranty days an import gets when it sets none.' })
  defaultWarrantyDays!: number;
  @Field(() => Int, { description: 'Replacements per order an import gets when it sets none.' })
  defaultReplacementLimit!: number;
  @Field(() => [String], { description: 'Claim reasons replaced without an admin (when in stock).' })
  autoReasons!: string[];
}

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
}

const DEFAULTS: WarrantyRulesType = {
  defaultWarrantyDays: WARRANTY_DEFAULT_DAYS,
  defaultReplacementLimit: REPLACEMENT_DEFAULT_LIMIT,
  autoReasons: [...AUTO_REPLACE_REASONS],
};

/** Reads and writes the one row of rules (its absence reads as the defaults). */
export class WarrantyRules {
  constructor(private readonly em: EntityManager) {}

  async read(): Promise<WarrantyRulesType> {
    const [row] = await this.em.execute<
      { default_warranty_days: number; default_replacement_limit: number; auto_reasons: ClaimReason[] }[]
    >(
      `select default_warranty_days, default_replacement_limit, auto_reasons from "${SCHEMA}"."warranty_rules" where id = 1`,
    );
    if (!row) return DEFAULTS;
    return {
      defaultWarrantyDays: Number(row.default_warranty_days),
      defaultReplacementLimit: Number(row.default_replacement_limit),
      autoReasons: row.auto_reasons,
    };
  }

  async update(ctx: BaseContext, actorId: number, input: WarrantyRulesInput): Promise<WarrantyRulesType> {
    const reasons = [...new Set(input.autoReasons)];
    if (reasons.includes('other')) throw badInput("A claim for 'other' always goes to an admin.");
    await this.em.execute(
      `insert into "${SCHEMA}"."warranty_rules" (id, default_warranty_days, default_replacement_limit, auto_reasons, updated_by)
       values (1, ?, ?, ?::jsonb, ?)
       on conflict (id) do update set default_warranty_days = excluded.default_warranty_days,
         default_replacement_limit = excluded.default_replacement_limit, auto_reasons = excluded.auto_reasons,
         updated_by = excluded.updated_by, updated_at = now()`,
      [input.defaultWarrantyDays, input.defaultReplacementLimit, JSON.stringify(reasons), actorId],
    );
    auditEvent(ctx, 'warranty.rules', 'warranty_rules', JSON.stringify({ ...input, autoReasons: reasons }));
    return this.read();
  }
}
