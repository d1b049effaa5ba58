import { Migration } from '@mikro-orm/migrations';
/**
 * Warranty that cannot be farmed (issue 30): the rules that decide when a claim is replaced
 * without staff (off by default), why a claim went to staff, when staff confirmed it, a batch
 * marked banned. Migration20261128100100 seals the claim messages.
 */
export class Migration20261128100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "commerce"."warranty_rules"
      add column "auto_replace" boolean not null default false,
      add column "bad_batch_confirmations" int not null default 2,
      add column "auto_replacements_per_customer" int not null default 2,
      add column "auto_replacement_window_days" int not null default 30,
      add column "claim_ratio_percent" int not null default 30,
      add column "claim_ratio_window_days" int not null default 90,
      add column "restock_claim_share_percent" int not null default 50,
      add column "waiting_claims_per_customer" int not null default 3;`);
    this.addSql(`alter table "commerce"."warranty_claim"
      add column "review_reason" varchar(32) null,
      add column "confirmed_at" timestamptz null;`);
    this.addSql(`alter table "commerce"."import_batch"
      add column "banned_at" timestamptz null,
      add column "banned_by" int null;`);
    this.addSql(
      `create index "warranty_claim_confirmed_index" on "commerce"."warranty_claim" ("unit_id") where "confirmed_at" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "commerce"."warranty_claim_confirmed_index";`);
    this.addSql(`alter table "commerce"."import_batch" drop column "banned_at", drop column "banned_by";`);
    this.addSql(`alter table "commerce"."warranty_claim" drop column "review_reason", drop column "confirmed_at";`);
    this.addSql(`alter table "commerce"."warranty_rules"
      drop column "auto_replace", drop column "bad_batch_confirmations", drop column "auto_replacements_per_customer",
      drop column "auto_replacement_window_days", drop column "claim_ratio_percent", drop column "claim_ratio_window_days",
      drop column "restock_claim_share_percent", drop column "waiting_claims_per_customer";`);
  }
}
