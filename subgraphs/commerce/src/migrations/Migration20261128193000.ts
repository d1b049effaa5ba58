import { Migration } from '@mikro-orm/migrations';

/**
 * Second factor, first slice (issue 34): an authenticator-app (TOTP) secret per user, sealed with
 * the credential vault and bound to the user's row; when it was confirmed (only a confirmed
 * secret asks for a code at sign-in); the last time step accepted (a code is never accepted twice,
 * on any replica: the check-and-store is one UPDATE); and the recovery codes (their SHA-256 only).
 */
export class Migration20261128193000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "commerce"."user" add column if not exists "totp_secret" text null;`);
    this.addSql(`alter table "commerce"."user" add column if not exists "totp_confirmed_at" timestamptz null;`);
    this.addSql(`alter table "commerce"."user" add column if not exists "totp_last_step" bigint null;`);
    this.addSql(`create table if not exists "commerce"."user_recovery_code" (
      "id" serial primary key,
      "user_id" int not null references "commerce"."user" ("id") on delete cascade,
      "code_hash" varchar(64) not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "user_recovery_code_code_hash_unique" unique ("code_hash")
    );`);
    this.addSql(
      `create index if not exists "user_recovery_code_user_index" on "commerce"."user_recovery_code" ("user_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "commerce"."user_recovery_code";`);
    this.addSql(`alter table "commerce"."user" drop column if exists "totp_last_step";`);
    this.addSql(`alter table "commerce"."user" drop column if exists "totp_confirmed_at";`);
    this.addSql(`alter table "commerce"."user" drop column if exists "totp_secret";`);
  }
}
