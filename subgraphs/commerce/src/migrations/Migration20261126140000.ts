import { Migration } from '@mikro-orm/migrations';

/**
 * Warranty claims (issue 20): the claim table, the unit events after a sale, the warranty an order
 * was bought with, units per order (a replaced order keeps its burned unit; one live unit each),
 * restock alerts, the customers' notices and the warranty rules.
 */
export class Migration20261126140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "commerce"."unit_event" ("id" serial primary key, "unit_id" int not null, "kind" varchar(16) not null, "actor_id" int null, "order_id" int null, "claim_id" int null, "note" text null, "at" timestamptz not null default now());`,
    );
    this.addSql(`create index "unit_event_unit_id_at_index" on "commerce"."unit_event" ("unit_id", "at");`);

    this.addSql(
      `create table "commerce"."warranty_claim" ("id" serial primary key, "order_id" int not null, "user_id" int not null, "product_id" int not null, "reason" varchar(32) not null, "message" text not null, "status" varchar(16) not null default 'submitted', "automatic" boolean not null default false, "decision_note" text null, "unit_id" int null, "replacement_unit_id" int null, "previous_details" text null, "decided_by" int null, "decided_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "warranty_claim_order_id_index" on "commerce"."warranty_claim" ("order_id");`);
    this.addSql(`create index "warranty_claim_unit_id_index" on "commerce"."warranty_claim" ("unit_id");`);
    this.addSql(
      `alter table "commerce"."warranty_claim" add constraint "warranty_claim_replacement_unit_id_unique" unique ("replacement_unit_id");`,
    );
    this.addSql(
      `create index "warranty_claim_waiting_index" on "commerce"."warranty_claim" ("product_id", "created_at", "id") where "status" = 'waiting_stock';`,
    );
    this.addSql(
      `create index "warranty_claim_status_created_at_index" on "commerce"."warranty_claim" ("status", "created_at");`,
    );
    this.addSql(
      `create index "warranty_claim_user_id_created_at_index" on "commerce"."warranty_claim" ("user_id", "created_at");`,
    );

    this.addSql(
      `alter table "commerce"."unit_event" add constraint "unit_event_unit_id_foreign" foreign key ("unit_id") references "commerce"."inventory_unit" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "commerce"."warranty_claim" add constraint "warranty_claim_order_id_foreign" foreign key ("order_id") references "commerce"."order" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "commerce"."warranty_claim" add constraint "warranty_claim_user_id_foreign" foreign key ("user_id") references "commerce"."user" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "commerce"."warranty_claim" add constraint "warranty_claim_unit_id_foreign" foreign key ("unit_id") references "commerce"."inventory_unit" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "commerce"."warranty_claim" add constraint "warranty_claim_replacement_unit_id_foreign" foreign key ("replacement_unit_id") references "commerce"."inventory_unit" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "commerce"."order" add column "warranty_days" int null, add column "replacement_limit" int null;`,
    );

    this.addSql(`alter table "commerce"."inventory_unit" drop constraint "inventory_unit_order_id_unique";`);

    this.addSql(`create index "inventory_unit_order_id_index" on "commerce"."inventory_unit" ("order_id");`);
    this.addSql(
      `create unique index "inventory_unit_order_live_unique" on "commerce"."inventory_unit" ("order_id") where "order_id" is not null and "status" <> 'burned';`,
    );

    this.addSql(
      `create table "commerce"."restock_alert" ("id" serial primary key, "user_id" int not null, "product_id" int null, "filter" jsonb null, "status" varchar(16) not null default 'waiting', "notified_product_id" int null, "notified_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "restock_alert_waiting_index" on "commerce"."restock_alert" ("product_id", "created_at", "id") where "status" = 'waiting';`,
    );
    this.addSql(
      `create index "restock_alert_user_id_created_at_index" on "commerce"."restock_alert" ("user_id", "created_at");`,
    );
    this.addSql(
      `create table "commerce"."user_notice" ("id" serial primary key, "user_id" int not null, "kind" varchar(32) not null, "text" text not null, "link" varchar(300) null, "read_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "user_notice_user_id_created_at_index" on "commerce"."user_notice" ("user_id", "created_at");`,
    );
    this.addSql(
      `alter table "commerce"."restock_alert" add constraint "restock_alert_user_id_foreign" foreign key ("user_id") references "commerce"."user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "commerce"."user_notice" add constraint "user_notice_user_id_foreign" foreign key ("user_id") references "commerce"."user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "commerce"."warranty_rules" ("id" int not null default 1, "default_warranty_days" int not null default 14, "default_replacement_limit" int not null default 1, "auto_reasons" jsonb not null default '["banned","wrong_credentials","recovered"]', "updated_by" int null, "updated_at" timestamptz not null default now(), constraint "warranty_rules_pkey" primary key ("id"), constraint warranty_rules_one_row check (id = 1));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "commerce"."warranty_rules" cascade;`);
    this.addSql(`drop table if exists "commerce"."restock_alert" cascade;`);
    this.addSql(`drop table if exists "commerce"."user_notice" cascade;`);

    this.addSql(`drop table if exists "commerce"."unit_event" cascade;`);

    this.addSql(`drop table if exists "commerce"."warranty_claim" cascade;`);

    this.addSql(`drop index "commerce"."inventory_unit_order_id_index";`);
    this.addSql(`drop index "commerce"."inventory_unit_order_live_unique";`);

    this.addSql(
      `alter table "commerce"."inventory_unit" add constraint "inventory_unit_order_id_unique" unique ("order_id");`,
    );

    this.addSql(`alter table "commerce"."order" drop column "warranty_days", drop column "replacement_limit";`);
  }
}
