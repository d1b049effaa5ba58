import { Migration } from '@mikro-orm/migrations';

export class Migration20261122164106 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "catalog"."card_design" ("id" serial primary key, "game_slug" varchar(32) not null, "account_type" varchar(32) not null default '', "sub_category" varchar(32) not null default '', "background_color" varchar(32) not null, "border_color" varchar(32) not null, "glow_color" varchar(32) not null, "text_color" varchar(32) not null, "accent_color" varchar(32) not null, "features" jsonb not null default '[]');`,
    );
    this.addSql(
      `alter table "catalog"."card_design" add constraint "card_design_game_slug_account_type_sub_category_unique" unique ("game_slug", "account_type", "sub_category");`,
    );

    this.addSql(
      `alter table "catalog"."product" add column "level" int not null default 30, add column "champion_count" int not null default 0, add column "image_path" varchar(500) null, add column "cover_image" varchar(500) null, add column "card_badge" varchar(64) null, add column "card_color" varchar(32) not null default '#0f172a', add column "display_priority" int not null default 0, add column "featured" boolean not null default false, add column "original_price" numeric(12,2) null, add column "discount_percentage" int not null default 0, add column "contact_instructions" text null, add column "card_texts" jsonb not null default '{}', add column "card_features" jsonb not null default '{}', add column "custom_features" jsonb not null default '[]', add column "display_options" jsonb not null default '{}';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalog"."card_design" cascade;`);

    this.addSql(
      `alter table "catalog"."product" drop column "level", drop column "champion_count", drop column "image_path", drop column "cover_image", drop column "card_badge", drop column "card_color", drop column "display_priority", drop column "featured", drop column "original_price", drop column "discount_percentage", drop column "contact_instructions", drop column "card_texts", drop column "card_features", drop column "custom_features", drop column "display_options";`,
    );
  }
}
