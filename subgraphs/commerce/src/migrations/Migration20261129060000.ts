import { Migration } from '@mikro-orm/migrations';

/**
 * API keys of the reseller API (issue 37, docs/decisions/0069-api-keys.md): only the HMAC of each
 * key (`key_hash`), the last four characters for display, and during a roll's overlap the HMAC of
 * the key it replaced (`previous_hash`, valid until `previous_expires_at`).
 */
export class Migration20261129060000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "commerce"."api_key" (
      "id" serial primary key,
      "user_id" int not null references "commerce"."user" ("id") on update cascade on delete cascade,
      "name" varchar(64) not null,
      "scopes" jsonb not null,
      "key_hash" varchar(64) not null,
      "last_four" varchar(4) not null,
      "previous_hash" varchar(64) null,
      "previous_expires_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz null,
      "last_used_at" timestamptz null,
      "allowed_addresses" jsonb not null default '[]',
      "requests_per_minute" int null,
      "orders_per_minute" int null,
      constraint "api_key_key_hash_unique" unique ("key_hash"),
      constraint "api_key_previous_hash_unique" unique ("previous_hash")
    );`);
    this.addSql(`create index if not exists "api_key_user_index" on "commerce"."api_key" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "commerce"."api_key";`);
  }
}
