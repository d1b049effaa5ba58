import { Migration } from '@mikro-orm/migrations';

export class Migration20261122104751 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "support";`);
    this.addSql(
      `create table "support"."announcement" ("id" serial primary key, "title" varchar(200) not null, "content" text not null, "type" varchar(16) not null default 'info', "is_active" boolean not null default true, "expires_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "announcement_created_at_index" on "support"."announcement" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "support"."announcement" cascade;`);

    this.addSql(`drop schema if exists "support";`);
  }
}
