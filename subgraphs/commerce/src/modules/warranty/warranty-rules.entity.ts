import { Check, Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { AUTO_REPLACE_REASONS, type ClaimReason, REPLACEMENT_DEFAULT_LIMIT, WARRANTY_DEFAULT_DAYS } from '@shop/shared';

/**
 * The shop's warranty rules, one row an admin edits: the window and limit new imports get when
 * they set none, and the reasons a claim is replaced for without an admin.
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

  @Property({ type: 'integer', nullable: true })
  updatedBy?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
