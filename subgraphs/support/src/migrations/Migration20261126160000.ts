import { Migration } from '@mikro-orm/migrations';

/** Files sent with warranty claims (commerce's claim keeps the id); the bytes go to the attachment store. */
export class Migration20261126160000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "support"."claim_file" ("id" serial primary key, "order_id" int not null, "owner_user_id" int not null, "file_name" varchar(120) not null, "storage_key" varchar(64) not null, "mime_type" varchar(100) not null, "size" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "claim_file_owner_user_id_index" on "support"."claim_file" ("owner_user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "support"."claim_file" cascade;`);
  }
}
