import { Migration } from '@mikro-orm/migrations';

/**
 * Change events for the gateway's response cache: after a commit that changed a product's stock (credential units and the manual counter),
 * PostgreSQL notifies the channel `shop_changes` (a notification is sent at commit, never for a
 * rolled-back transaction, and repeated ones of one transaction are sent once). Statement
 * triggers, so every write path publishes, a bulk import included, at one event per statement.
 */
export class Migration20261124120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create or replace function "commerce"."notify_change"() returns trigger language plpgsql as $$ begin perform pg_notify('shop_changes', TG_ARGV[0]); return null; end $$;`,
    );
    this.addSql(
      `create trigger "inventory_unit_changed" after insert or update or delete or truncate on "commerce"."inventory_unit" for each statement execute function "commerce"."notify_change"('catalog');`,
    );
    this.addSql(
      `create trigger "manual_stock_changed" after insert or update or delete or truncate on "commerce"."manual_stock" for each statement execute function "commerce"."notify_change"('catalog');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "inventory_unit_changed" on "commerce"."inventory_unit";`);
    this.addSql(`drop trigger if exists "manual_stock_changed" on "commerce"."manual_stock";`);
    this.addSql(`drop function if exists "commerce"."notify_change"();`);
  }
}
