import { Migration } from '@mikro-orm/migrations';

/**
 * Refunds and chargebacks made at the payment provider reach the wallet: a deposit keeps how much
 * of it has been taken back (`reversed_amount`); a reversal posts one ledger entry per provider
 * event (`payment_event_id`, unique), beside the one admin refund per deposit; a wallet whose
 * reversed money was already spent is put on hold (`held_at`, `hold_reason`).
 */
export class Migration20261125151000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "commerce"."payment" add column "reversed_amount" numeric(12,2) not null default 0;`);
    this.addSql(`update "commerce"."payment" set "reversed_amount" = "amount" where "status" = 'refunded';`);
    this.addSql(`alter table "commerce"."wallet_transaction" add column "payment_event_id" int null;`);
    this.addSql(
      `create unique index "wallet_transaction_payment_event_unique" on "commerce"."wallet_transaction" ("payment_event_id") where "payment_event_id" is not null;`,
    );
    this.addSql(`drop index "commerce"."wallet_transaction_payment_type_unique";`);
    this.addSql(
      `create unique index "wallet_transaction_payment_type_unique" on "commerce"."wallet_transaction" ("payment_id", "type") where "payment_id" is not null and "payment_event_id" is null;`,
    );
    this.addSql(
      `alter table "commerce"."wallet" add column "held_at" timestamptz null, add column "hold_reason" text null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "commerce"."wallet" drop column "held_at", drop column "hold_reason";`);
    this.addSql(`drop index "commerce"."wallet_transaction_payment_type_unique";`);
    this.addSql(
      `create unique index "wallet_transaction_payment_type_unique" on "commerce"."wallet_transaction" ("payment_id", "type") where "payment_id" is not null;`,
    );
    this.addSql(`drop index "commerce"."wallet_transaction_payment_event_unique";`);
    this.addSql(`alter table "commerce"."wallet_transaction" drop column "payment_event_id";`);
    this.addSql(`alter table "commerce"."payment" drop column "reversed_amount";`);
  }
}
