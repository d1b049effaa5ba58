import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-up e-mail verification (issue 30 item 5): when a user's address was proven, the link tokens
 * (their SHA-256 only), and an address that changes is unverified again (a trigger, whoever
 * changes it). Existing users start unverified: the account page offers them the link.
 */
export class Migration20261128110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "commerce"."user" add column if not exists "email_verified_at" timestamptz null;`);
    this.addSql(`create table if not exists "commerce"."email_verification" (
      "id" serial primary key,
      "user_id" int not null references "commerce"."user" ("id") on delete cascade,
      "email" varchar(254) not null,
      "token_hash" varchar(64) not null unique,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(
      `create index if not exists "email_verification_user_index" on "commerce"."email_verification" ("user_id");`,
    );
    this.addSql(`create or replace function "commerce"."user_email_unverify"() returns trigger language plpgsql as $$
      begin
        if new.email is distinct from old.email then new.email_verified_at := null; end if;
        return new;
      end $$;`);
    this.addSql(`drop trigger if exists "user_email_unverify" on "commerce"."user";`);
    this.addSql(`create trigger "user_email_unverify" before update of "email" on "commerce"."user"
      for each row execute function "commerce"."user_email_unverify"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "user_email_unverify" on "commerce"."user";`);
    this.addSql(`drop function if exists "commerce"."user_email_unverify"();`);
    this.addSql(`drop table if exists "commerce"."email_verification";`);
    this.addSql(`alter table "commerce"."user" drop column if exists "email_verified_at";`);
  }
}
