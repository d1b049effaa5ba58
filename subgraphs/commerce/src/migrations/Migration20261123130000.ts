import { Migration } from '@mikro-orm/migrations';

/** Activity log of users, and the acting admin on ledger adjustments. */
export class Migration20261123130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "commerce"."activity_entry" ("id" serial primary key, "user_id" int not null, "action" varchar(32) not null, "details" text not null default '', "metadata" jsonb null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "activity_entry_user_id_created_at_index" on "commerce"."activity_entry" ("user_id", "created_at");`,
    );
    this.addSql(
      `alter table "commerce"."activity_entry" add constraint "activity_entry_user_id_foreign" foreign key ("user_id") references "commerce"."user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "commerce"."wallet_transaction" add column "actor_id" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "commerce"."wallet_transaction" drop column "actor_id";`);
    this.addSql(`drop table if exists "commerce"."activity_entry" cascade;`);
  }
}
