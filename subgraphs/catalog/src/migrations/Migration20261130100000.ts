import { Migration } from '@mikro-orm/migrations';

/**
 * The listing's stock rule in catalog (decision 0074): `product_in_stock` holds the products
 * commerce says have stock above 0, so productPage counts and pages exactly what the list shows.
 * Its statement triggers say that the listed products changed (`catalog:lists`): the gateway drops
 * the lists and the rendered pages, and every product keeps its own answers (its stock changed in
 * commerce, whose event dropped them already, decision 0070). Empty at first: commerce's feed
 * fills it at start.
 */
export class Migration20261130100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "catalog"."product_in_stock" ("product_id" int not null, constraint "product_in_stock_pkey" primary key ("product_id"));`,
    );
    this.addSql(`create or replace function "catalog"."notify_in_stock_change"() returns trigger language plpgsql as $$
begin
  -- A statement that inserted or deleted no row (a set already right) is silent.
  if TG_OP = 'INSERT' then
    if not exists (select 1 from new_rows) then return null; end if;
  elsif not exists (select 1 from old_rows) then
    return null;
  end if;
  perform pg_notify('shop_changes', 'catalog:lists');
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
