import { Migration } from '@shop/server-kit';

/**
 * Idempotency keys of the reseller API (issue 37, docs/decisions/0071-api-idempotency.md): a key is
 * scoped to the API key that sent it (`scope` `apikey:<id>`), so another API key of the same owner
 * with the same value is another request; the cookie routes keep the empty scope. `content_type`
 * keeps a problem answer's type for its replay.
 */
export class Migration20261129070100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "gateway"."idempotency_key" add column if not exists scope text not null default ''`);
    this.addSql(`alter table "gateway"."idempotency_key" add column if not exists content_type text`);
    this.addSql(`alter table "gateway"."idempotency_key" drop constraint if exists idempotency_key_pkey`);
    this.addSql(`alter table "gateway"."idempotency_key" add primary key (user_id, scope, key)`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "gateway"."idempotency_key" where scope <> ''`);
    this.addSql(`alter table "gateway"."idempotency_key" drop constraint if exists idempotency_key_pkey`);
    this.addSql(`alter table "gateway"."idempotency_key" add primary key (user_id, key)`);
    this.addSql(`alter table "gateway"."idempotency_key" drop column if exists content_type`);
    this.addSql(`alter table "gateway"."idempotency_key" drop column if exists scope`);
  }
}
