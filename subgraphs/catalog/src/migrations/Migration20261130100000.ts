import { Migration } from '@mikro-orm/migrations';

/**
 * The listing's stock rule in catalog (decision 0074): `product_in_stock` holds the products
 * commerce says have stock above 0, so productPage counts and pages exactly what the list shows.
 * Its statement triggers name the products that entered or left it (`catalog:<ids>`, as
 * commerce's stock triggers do, decision 0070): the gateway drops those products' answers and
 * the lists, not every cached product page. Empty at first: commerce's feed fills it at start.
 */
export class Migration20261130100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "catalog"."product_in_stock" ("product_id" int not null, constraint "product_in_stock_pkey" primary key ("product_id"));`,
    );
    this.addSql(`create or replace function "catalog"."notify_in_stock_change"() returns trigger language plpgsql as $$
declare ids text;
begin
  if TG_OP = 'INSERT' then
    select string_agg(distinct product_id::text, ',') into ids from new_rows;
  else
    select string_agg(distinct product_id::text, ',') into ids from old_rows;
  end if;
  if ids is not null then
    perform pg_notify('shop_changes', case when length(ids) <= 7000 then 'catalog:' || ids else 'catalog' end);
  end if;
  return null;
end $$;`);
    const on = 'on "catalog"."product_in_stock"';
    const run = 'for each statement execute function "catalog"."notify_in_stock_change"()';
    this.addSql(
      `create trigger "product_in_stock_inserted" after insert ${on} referencing new table as new_rows ${run};`,
    );
    this.addSql(
      `create trigger "product_in_stock_deleted" after delete ${on} referencing old table as old_rows ${run};`,
    );
    this.addSql(
      `create trigger "product_in_stock_truncated" after truncate ${on} for each statement execute function "catalog"."notify_change"('catalog');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalog"."product_in_stock" cascade;`);
    this.addSql(`drop function if exists "catalog"."notify_in_stock_change"();`);
  }
}
