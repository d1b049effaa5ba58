import { Migration } from '@mikro-orm/migrations';

/** Payments: deposits asked of a provider, provider events applied once, ledger entries tied to their payment; one refund per order and per payment. */
export class Migration20261124091258 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "commerce"."payment_event" ("id" serial primary key, "provider" varchar(16) not null, "event_id" varchar(255) not null, "type" varchar(64) not null, "payment_id" int null, "received_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "commerce"."payment_event" add constraint "payment_event_provider_event_id_unique" unique ("provider", "event_id");`,
    );

    this.addSql(
      `create table "commerce"."payment" ("id" serial primary key, "user_id" int not null, "provider" varchar(16) not null, "amount" numeric(12,2) not null, "currency" varchar(3) not null default 'USD', "payment_method" varchar(32) not null, "status" varchar(16) not null default 'pending', "provider_ref" varchar(255) null, "provider_payment_ref" varchar(255) null, "checkout_url" text null, "created_at" timestamptz not null default now(), "completed_at" timestamptz null, "refunded_at" timestamptz null, constraint payment_amount_positive check (amount > 0));`,
    );
    this.addSql(`create index "payment_user_id_created_at_index" on "commerce"."payment" ("user_id", "created_at");`);
    this.addSql(
      `alter table "commerce"."payment" add constraint "payment_provider_provider_ref_unique" unique ("provider", "provider_ref");`,
    );

    this.addSql(
      `alter table "commerce"."payment" add constraint "payment_user_id_foreign" foreign key ("user_id") references "commerce"."user" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(`alter table "commerce"."wallet_transaction" add column "payment_id" int null;`);
    this.addSql(
      `alter table "commerce"."wallet_transaction" add constraint "wallet_transaction_payment_id_foreign" foreign key ("payment_id") references "commerce"."payment" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `create unique index "wallet_transaction_order_refund_unique" on "commerce"."wallet_transaction" ("order_id") where "type" = 'refund';`,
    );
    this.addSql(
      `create unique index "wallet_transaction_payment_type_unique" on "commerce"."wallet_transaction" ("payment_id", "type") where "payment_id" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "commerce"."wallet_transaction" drop constraint "wallet_transaction_payment_id_foreign";`);

    this.addSql(`drop table if exists "commerce"."payment_event" cascade;`);

    this.addSql(`drop table if exists "commerce"."payment" cascade;`);

    this.addSql(`drop index "commerce"."wallet_transaction_order_refund_unique";`);
    this.addSql(`drop index "commerce"."wallet_transaction_payment_type_unique";`);
    this.addSql(`alter table "commerce"."wallet_transaction" drop column "payment_id";`);
  }
}
