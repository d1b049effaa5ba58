import { Migration } from '@mikro-orm/migrations';

export class Migration20261122104640 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "catalog";`);
    this.addSql(
      `create table "catalog"."account_type" ("id" serial primary key, "game_category_id" int not null, "slug" varchar(32) not null, "name" varchar(100) not null, "description" text not null default '', "subcategories" jsonb not null default '[]', "sort_order" int not null default 0);`,
    );
    this.addSql(`create index "account_type_game_category_id_index" on "catalog"."account_type" ("game_category_id");`);

    this.addSql(
      `create table "catalog"."game_category" ("id" serial primary key, "name" varchar(100) not null, "slug" varchar(50) not null, "icon" varchar(200) null, "sort_order" int not null default 0);`,
    );
    this.addSql(`alter table "catalog"."game_category" add constraint "game_category_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "catalog"."product" ("id" serial primary key, "product_code" varchar(64) null, "title" varchar(200) not null, "description" text not null default '', "price" numeric(12,2) not null, "status" varchar(32) not null default 'Available', "game_slug" varchar(32) not null default 'lol', "game_id" int not null default 1, "rank_status" varchar(16) not null default 'unranked', "account_type" varchar(32) not null default 'fresh', "sub_category" varchar(32) not null default '', "server" varchar(8) not null default 'EUW', "account_text" text not null default '', "blue_essence" int null, "skins" jsonb not null default '[]', "delivery_method" varchar(32) not null default 'automatic', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "catalog"."product" add constraint "product_product_code_unique" unique ("product_code");`,
    );
    this.addSql(
      `create index "product_game_slug_account_type_sub_category_server_index" on "catalog"."product" ("game_slug", "account_type", "sub_category", "server");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalog"."account_type" cascade;`);

    this.addSql(`drop table if exists "catalog"."game_category" cascade;`);

    this.addSql(`drop table if exists "catalog"."product" cascade;`);

    this.addSql(`drop schema if exists "catalog";`);
  }
}
