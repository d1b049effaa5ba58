import { Migration } from '@mikro-orm/migrations';

/**
 * Known devices (issue 34): the SHA-256 of each browser's random device id (the gateway's signed
 * `shop_device` cookie) a user signed in from. A sign-in from a device not in the list is e-mailed.
 */
export class Migration20261129020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "commerce"."user_known_device" (
      "user_id" int not null references "commerce"."user" ("id") on delete cascade,
      "device_hash" char(64) not null,
      "first_seen_at" timestamptz not null default now(),
      "last_seen_at" timestamptz not null default now(),
      primary key ("user_id", "device_hash")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "commerce"."user_known_device";`);
  }
}
