import { Migration } from '@shop/server-kit';

/**
 * Canary per remote (issue 36, docs/decisions/0073-canary-and-preview.md): a second build served
 * to `canary_percent` of the browsers' buckets. Set, cleared and promoted under the remote's
 * revision, as activation is.
 */
export class Migration20261129110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "gateway"."delivery_remote" add column if not exists canary_build_id text`);
    this.addSql(
      `alter table "gateway"."delivery_remote" add column if not exists canary_percent smallint not null default 0
         check (canary_percent between 0 and 100)`,
    );
    this.addSql(`alter table "gateway"."delivery_remote" add column if not exists canary_since timestamptz`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "gateway"."delivery_remote" drop column if exists canary_since`);
    this.addSql(`alter table "gateway"."delivery_remote" drop column if exists canary_percent`);
    this.addSql(`alter table "gateway"."delivery_remote" drop column if exists canary_build_id`);
  }
}
