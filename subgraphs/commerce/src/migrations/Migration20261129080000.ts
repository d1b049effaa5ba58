import { Migration } from '@mikro-orm/migrations';

const TABLES = ['inventory_unit', 'manual_stock'] as const;

/**
 * Stock change events name their products (issue 35, growth): after a commit that changed units or
 * the manual counter, `shop_changes` carries `catalog:<id>,<id>` (the products whose stock moved,
 * from the statement's transition tables), so the gateway drops those products' answers and the
 * lists, not every product's detail: one purchase used to empty the whole response cache. A
 * statement touching so many products that the list would pass PostgreSQL's 8,000-byte payload
 * limit, and TRUNCATE, still send the whole topic, `catalog`. Transition tables need one trigger
 * per event.
 */
export class Migration20261129080000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "commerce"."notify_product_change"() returns trigger language plpgsql as $$
declare ids text;
begin
  if TG_OP = 'INSERT' then
    select string_agg(distinct product_id::text, ',') into ids from new_rows;
  elsif TG_OP = 'DELETE' then
    select string_agg(distinct product_id::text, ',') into ids from old_rows;
  else
    select string_agg(product_id::text, ',') into ids
      from (select product_id from new_rows union select product_id from old_rows) changed;
  end if;
  if ids is not null then
    perform pg_notify('shop_changes', case when length(ids) <= 7000 then 'catalog:' || ids else 'catalog' end);
  end if;
  return null;
end $$;`);
    for (const table of TABLES) {
      const on = `on "commerce"."${table}"`;
      const run = 'for each statement execute function "commerce"."notify_product_change"()';
      this.addSql(`drop trigger if exists "${table}_changed" ${on};`);
      this.addSql(`create trigger "${table}_inserted" after insert ${on} referencing new table as new_rows ${run};`);
      this.addSql(
        `create trigger "${table}_updated" after update ${on} referencing old table as old_rows new table as new_rows ${run};`,
      );
      this.addSql(`create trigger "${table}_deleted" after delete ${on} referencing old table as old_rows ${run};`);
      this.addSql(
        `create trigger "${table}_truncated" after truncate ${on} for each statement execute function "commerce"."notify_change"('catalog');`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of TABLES) {
      const on = `on "commerce"."${table}"`;
      for (const event of ['inserted', 'updated', 'deleted', 'truncated'])
        this.addSql(`drop trigger if exists "${table}_${event}" ${on};`);
      this.addSql(
        `create trigger "${table}_changed" after insert or update or delete or truncate ${on} for each statement execute function "commerce"."notify_change"('catalog');`,
      );
    }
    this.addSql(`drop function if exists "commerce"."notify_product_change"();`);
  }
}
