import { Migration } from '@mikro-orm/migrations';

export class Migration20261122105755 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "commerce";`);
    this.addSql(
      `create table "commerce"."email_outbox" ("id" serial primary key, "to_address" varchar(254) not null, "subject" varchar(200) not null, "body" text not null, "order_id" int null, "status" varchar(16) not null default 'pending', "attempts" int not null default 0, "last_error" text null, "next_attempt_at" timestamptz not null default now(), "sent_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "email_outbox_status_next_attempt_at_index" on "commerce"."email_outbox" ("status", "next_attempt_at");`,
    );

    this.addSql(
      `create table "commerce"."manual_stock" ("product_id" int not null, "quantity" int not null default 0, "updated_at" timestamptz not null default now(), constraint "manual_stock_pkey" primary key ("product_id"), constraint manual_stock_quantity_not_negative check (quantity >= 0));`,
    );

    this.addSql(
      `create table "commerce"."user" ("id" serial primary key, "username" varchar(32) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "is_admin" boolean not null default false, "status" varchar(16) not null default 'Active', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "commerce"."user" add constraint "user_email_unique" unique ("email");`);
    this.addSql(`create index "user_status_index" on "commerce"."user" ("status");`);
    this.addSql(`create unique index "user_username_lower_unique" on "commerce"."user" (lower("username"));`);

    this.addSql(
      `create table "commerce"."order" ("id" serial primary key, "user_id" int not null, "product_id" int not null, "product_title" varchar(200) not null, "total_price" numeric(12,2) not null, "status" varchar(32) not null, "delivery_status" varchar(32) not null, "delivery_method" varchar(32) not null default 'automatic', "account_delivered" boolean not null default false, "account_details" text null, "order_date" timestamptz not null default now());`,
    );
    this.addSql(`create index "order_product_id_index" on "commerce"."order" ("product_id");`);
    this.addSql(`create index "order_user_id_order_date_index" on "commerce"."order" ("user_id", "order_date");`);

    this.addSql(
      `create table "commerce"."inventory_unit" ("id" serial primary key, "product_id" int not null, "credentials" text not null, "order_id" int null, "sold_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "inventory_unit_product_id_index" on "commerce"."inventory_unit" ("product_id");`);
    this.addSql(
      `alter table "commerce"."inventory_unit" add constraint "inventory_unit_order_id_unique" unique ("order_id");`,
    );
    this.addSql(
      `create index "inventory_unit_unsold_index" on "commerce"."inventory_unit" ("product_id", "id") where "order_id" is null;`,
    );

    this.addSql(
      `create table "commerce"."wallet" ("user_id" int not null, "balance" numeric(12,2) not null default 0, "updated_at" timestamptz not null default now(), constraint "wallet_pkey" primary key ("user_id"), constraint wallet_balance_not_negative check (balance >= 0));`,
    );

    this.addSql(
      `create table "commerce"."wallet_transaction" ("id" serial primary key, "user_id" int not null, "type" varchar(16) not null, "amount" numeric(12,2) not null, "description" text not null default '', "payment_method" varchar(32) null, "order_id" int null, "status" varchar(16) not null default 'completed', "created_at" timestamptz not null default now(), constraint wallet_transaction_amount_not_zero check (amount <> 0));`,
    );
    this.addSql(
      `create index "wallet_transaction_user_id_created_at_index" on "commerce"."wallet_transaction" ("user_id", "created_at");`,
    );

    this.addSql(
      `alter table "commerce"."order" add constraint "order_user_id_foreign" foreign key ("user_id") references "commerce"."user" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "commerce"."inventory_unit" add constraint "inventory_unit_order_id_foreign" foreign key ("order_id") references "commerce"."order" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "commerce"."wallet" add constraint "wallet_user_id_foreign" foreign key ("user_id") references "commerce"."user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "commerce"."wallet_transaction" add constraint "wallet_transaction_user_id_foreign" foreign key ("user_id") references "commerce"."user" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "commerce"."wallet_transaction" add constraint "wallet_transaction_order_id_foreign" foreign key ("order_id") references "commerce"."order" ("id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "commerce"."order" drop constraint "order_user_id_foreign";`);

    this.addSql(`alter table "commerce"."wallet" drop constraint "wallet_user_id_foreign";`);

    this.addSql(`alter table "commerce"."wallet_transaction" drop constraint "wallet_transaction_user_id_foreign";`);

    this.addSql(`alter table "commerce"."inventory_unit" drop constraint "inventory_unit_order_id_foreign";`);

    this.addSql(`alter table "commerce"."wallet_transaction" drop constraint "wallet_transaction_order_id_foreign";`);

    this.addSql(`drop table if exists "commerce"."email_outbox" cascade;`);

    this.addSql(`drop table if exists "commerce"."manual_stock" cascade;`);

    this.addSql(`drop table if exists "commerce"."user" cascade;`);

    this.addSql(`drop table if exists "commerce"."order" cascade;`);

    this.addSql(`drop table if exists "commerce"."inventory_unit" cascade;`);

    this.addSql(`drop table if exists "commerce"."wallet" cascade;`);

    this.addSql(`drop table if exists "commerce"."wallet_transaction" cascade;`);

    this.addSql(`drop schema if exists "commerce";`);
  }
}
