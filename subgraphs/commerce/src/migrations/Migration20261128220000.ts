import { Migration } from '@mikro-orm/migrations';

/**
 * Passkeys (issue 34): a user's WebAuthn credentials (public key, signature counter, name, last
 * use) and the challenges handed out for them (short-lived, each spent once by one DELETE).
 */
export class Migration20261128220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "commerce"."user_passkey" (
      "id" serial primary key,
      "user_id" int not null references "commerce"."user" ("id") on delete cascade,
      "credential_id" varchar(1024) not null,
      "public_key" text not null,
      "counter" bigint not null,
      "transports" jsonb null,
      "name" varchar(64) not null,
      "created_at" timestamptz not null default now(),
      "last_used_at" timestamptz null,
      constraint "user_passkey_credential_id_unique" unique ("credential_id")
    );`);
    this.addSql(`create index if not exists "user_passkey_user_index" on "commerce"."user_passkey" ("user_id");`);
    this.addSql(`create table if not exists "commerce"."passkey_challenge" (
      "challenge" varchar(64) primary key,
      "purpose" varchar(16) not null,
      "user_id" int null references "commerce"."user" ("id") on delete cascade,
      "expires_at" timestamptz not null
    );`);
    this.addSql(
      `create index if not exists "passkey_challenge_expires_at_index" on "commerce"."passkey_challenge" ("expires_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "commerce"."passkey_challenge";`);
    this.addSql(`drop table if exists "commerce"."user_passkey";`);
  }
}
