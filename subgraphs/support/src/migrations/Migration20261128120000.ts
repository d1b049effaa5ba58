import { Migration } from '@mikro-orm/migrations';

/** Files streamed in by the gateway and not yet named by a ticket, reply or claim file. */
export class Migration20261128120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "support"."staged_file" ("id" serial primary key, "owner_user_id" int not null, "file_name" varchar(120) not null, "storage_key" varchar(64) not null, "mime_type" varchar(100) not null, "size" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "staged_file_owner_user_id_index" on "support"."staged_file" ("owner_user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "support"."staged_file" cascade;`);
  }
}
