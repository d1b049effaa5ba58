import { Migration } from '@mikro-orm/migrations';

/**
 * Change events for the gateway's response cache: after a commit that changed products, their categories, account types and card designs,
 * PostgreSQL notifies the channel `shop_changes` (a notification is sent at commit, never for a
 * rolled-back transaction, and repeated ones of one transaction are sent once). Statement
 * triggers, so every write path publishes, a bulk import included, at one event per statement.
 */
export class Migration20261124120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create or replace function "catalog"."notify_change"() returns trigger language plpgsql as $$ begin perform pg_notify('shop_changes', TG_ARGV[0]); return null; end $$;`,
    );
    this.addSql(
      `create trigger "product_changed" after insert or update or delete or truncate on "catalog"."product" for each statement execute function "catalog"."notify_change"('catalog');`,
    );
    this.addSql(
      `create trigger "game_category_changed" after insert or update or delete or truncate on "catalog"."game_category" for each statement execute function "catalog"."notify_change"('catalog');`,
    );
    this.addSql(
      `create trigger "account_type_changed" after insert or update or delete or truncate on "catalog"."account_type" for each statement execute function "catalog"."notify_change"('catalog');`,
    );
    this.addSql(
      `create trigger "card_design_changed" after insert or update or delete or truncate on "catalog"."card_design" for each statement execute function "catalog"."notify_change"('catalog');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "product_changed" on "catalog"."product";`);
    this.addSql(`drop trigger if exists "game_category_changed" on "catalog"."game_category";`);
    this.addSql(`drop trigger if exists "account_type_changed" on "catalog"."account_type";`);
    this.addSql(`drop trigger if exists "card_design_changed" on "catalog"."card_design";`);
    this.addSql(`drop function if exists "catalog"."notify_change"();`);
  }
}
