import { Migration } from '@mikro-orm/migrations';

export class Migration20261123100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "support"."ticket" ("id" serial primary key, "user_id" int not null, "subject" varchar(200) not null, "message" text not null, "status" varchar(16) not null default 'Open', "priority" varchar(16) not null default 'Medium', "order_id" int null, "last_reply_by" varchar(8) not null default 'user', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "ticket_user_id_index" on "support"."ticket" ("user_id");`);
    this.addSql(`create index "ticket_status_index" on "support"."ticket" ("status");`);
    this.addSql(`create index "ticket_updated_at_index" on "support"."ticket" ("updated_at");`);

    this.addSql(
      `create table "support"."ticket_message" ("id" serial primary key, "ticket_id" int not null, "user_id" int not null, "is_admin" boolean not null default false, "message" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "ticket_message_ticket_id_index" on "support"."ticket_message" ("ticket_id");`);

    this.addSql(
      `create table "support"."ticket_attachment" ("id" serial primary key, "ticket_id" int not null, "message_id" int null, "file_name" varchar(120) not null, "storage_key" varchar(64) not null, "mime_type" varchar(100) not null, "size" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "ticket_attachment_ticket_id_index" on "support"."ticket_attachment" ("ticket_id");`);
    this.addSql(`create index "ticket_attachment_message_id_index" on "support"."ticket_attachment" ("message_id");`);

    this.addSql(
      `alter table "support"."ticket_message" add constraint "ticket_message_ticket_id_foreign" foreign key ("ticket_id") references "support"."ticket" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "support"."ticket_attachment" add constraint "ticket_attachment_ticket_id_foreign" foreign key ("ticket_id") references "support"."ticket" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "support"."ticket_attachment" add constraint "ticket_attachment_message_id_foreign" foreign key ("message_id") references "support"."ticket_message" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "support"."ticket_attachment" cascade;`);
    this.addSql(`drop table if exists "support"."ticket_message" cascade;`);
    this.addSql(`drop table if exists "support"."ticket" cascade;`);
  }
}
