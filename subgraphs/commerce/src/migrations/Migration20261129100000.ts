import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks of the reseller API (issue 37 item 5, docs/decisions/0072-webhooks.md): each owner's
 * endpoints (the `whsec_` secret sealed, the previous one during a roll's overlap) and the webhook
 * outbox, one row per event per endpoint, which is also the delivery log.
 */
export class Migration20261129100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "commerce"."webhook_endpoint" (
      "id" serial primary key,
      "user_id" int not null references "commerce"."user" ("id") on update cascade on delete cascade,
      "url" varchar(2048) not null,
      "events" jsonb not null,
      "secret" text not null,
      "previous_secret" text null,
      "previous_expires_at" timestamptz null,
      "status" varchar(16) not null default 'active',
      "disabled_reason" varchar(500) null,
      "failing_since" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(
      `create index if not exists "webhook_endpoint_user_index" on "commerce"."webhook_endpoint" ("user_id");`,
    );
    this.addSql(`create table if not exists "commerce"."webhook_delivery" (
      "id" serial primary key,
      "endpoint_id" int not null references "commerce"."webhook_endpoint" ("id") on update cascade on delete cascade,
      "message_id" varchar(64) not null,
      "event_type" varchar(32) not null,
      "payload" text not null,
      "status" varchar(16) not null default 'pending',
      "attempts" int not null default 0,
      "next_attempt_at" timestamptz null default now(),
      "last_attempt_at" timestamptz null,
      "response_status" int null,
      "last_error" text null,
      "created_at" timestamptz not null default now(),
      "delivered_at" timestamptz null
    );`);
    this.addSql(
      `create index if not exists "webhook_delivery_due_index" on "commerce"."webhook_delivery" ("status", "next_attempt_at");`,
    );
    this.addSql(
      `create index if not exists "webhook_delivery_endpoint_index" on "commerce"."webhook_delivery" ("endpoint_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "commerce"."webhook_delivery";`);
    this.addSql(`drop table if exists "commerce"."webhook_endpoint";`);
  }
}
