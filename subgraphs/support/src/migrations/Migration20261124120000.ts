import { Migration } from '@mikro-orm/migrations';

/**
 * Change events for the gateway's response cache: after a commit that changed the announcement feed,
 * PostgreSQL notifies the channel `shop_changes` (a notification is sent at commit, never for a
 * rolled-back transaction, and repeated ones of one transaction are sent once). Statement
 * triggers, so every write path publishes, a bulk import included, at one event per statement.
 */
export class Migration20261124120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create or replace function "support"."notify_change"() returns trigger language plpgsql as $$ begin perform pg_notify('shop_changes', TG_ARGV[0]); return null; end $$;`,
    );
    this.addSql(
      `create trigger "announcement_changed" after insert or update or delete or truncate on "support"."announcement" for each statement execute function "support"."notify_change"('announcements');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "announcement_changed" on "support"."announcement";`);
    this.addSql(`drop function if exists "support"."notify_change"();`);
  }
}
