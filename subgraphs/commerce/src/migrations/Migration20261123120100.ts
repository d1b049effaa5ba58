import { Migration } from '@mikro-orm/migrations';

/** Bulk imports: batches, staged units (not stock), one unit per account across every batch. */
export class Migration20261123120100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "commerce"."import_batch" ("id" uuid not null, "format" varchar(8) not null, "template" jsonb not null, "status" varchar(16) not null default 'staged', "created_by" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "import_batch_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "commerce"."inventory_unit" alter column "product_id" drop not null;`);
    this.addSql(
      `alter table "commerce"."inventory_unit" add column "status" varchar(16) not null default 'active', add column "batch_id" uuid null, add column "line" int null, add column "dedupe_key" varchar(300) null;`,
    );
    this.addSql(`create index "inventory_unit_batch_id_index" on "commerce"."inventory_unit" ("batch_id");`);
    this.addSql(
      `alter table "commerce"."inventory_unit" add constraint "inventory_unit_dedupe_key_unique" unique ("dedupe_key");`,
    );
    this.addSql(
      `create unique index "inventory_unit_batch_line_unique" on "commerce"."inventory_unit" ("batch_id", "line") where "batch_id" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "commerce"."inventory_unit_batch_line_unique";`);
    this.addSql(`alter table "commerce"."inventory_unit" drop constraint "inventory_unit_dedupe_key_unique";`);
    this.addSql(`drop index "commerce"."inventory_unit_batch_id_index";`);
    this.addSql(
      `alter table "commerce"."inventory_unit" drop column "status", drop column "batch_id", drop column "line", drop column "dedupe_key";`,
    );
    this.addSql(`delete from "commerce"."inventory_unit" where "product_id" is null;`);
    this.addSql(`alter table "commerce"."inventory_unit" alter column "product_id" set not null;`);
    this.addSql(`drop table if exists "commerce"."import_batch" cascade;`);
  }
}
