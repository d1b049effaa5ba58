import { Migration } from '@mikro-orm/migrations';

/**
 * Owners (issue 34): an owner-level admin may reset another user's second factor. The first
 * admin (the one `ADMIN_EMAIL` created, the lowest admin id in an existing shop) is the owner.
 */
export class Migration20261129011000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "commerce"."user" add column if not exists "is_owner" boolean not null default false;`);
    this.addSql(
      `update "commerce"."user" set "is_owner" = true where "id" = (select min("id") from "commerce"."user" where "is_admin") and not exists (select 1 from "commerce"."user" where "is_owner");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "commerce"."user" drop column if exists "is_owner";`);
  }
}
