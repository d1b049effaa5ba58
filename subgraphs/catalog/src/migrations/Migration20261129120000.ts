import { Migration } from '@mikro-orm/migrations';

/**
 * The paged list read (productPage, issue 33): a partial index of the listed products for its count
 * and one per sort (the sort's order, then the id), as product.entity.ts declares them.
 */
export class Migration20261129120000 extends Migration {
  override up(): void {
    this.addSql(
      `create index "product_listed_index" on "catalog"."product" ("id") where deleted_at is null and not hidden and lower(btrim(status)) <> 'sold';`,
    );
    this.addSql(
      `create index "product_listed_price_desc_index" on "catalog"."product" ("price" desc, "id") where deleted_at is null and not hidden and lower(btrim(status)) <> 'sold';`,
    );
    this.addSql(
      `create index "product_listed_price_asc_index" on "catalog"."product" ("price", "id") where deleted_at is null and not hidden and lower(btrim(status)) <> 'sold';`,
    );
    this.addSql(
      `create index "product_listed_blue_essence_desc_index" on "catalog"."product" ("blue_essence" desc nulls last, "id") where deleted_at is null and not hidden and lower(btrim(status)) <> 'sold';`,
    );
    this.addSql(
      `create index "product_listed_blue_essence_asc_index" on "catalog"."product" ("blue_essence" asc nulls last, "id") where deleted_at is null and not hidden and lower(btrim(status)) <> 'sold';`,
    );
    this.addSql(
      `create index "product_listed_skin_count_desc_index" on "catalog"."product" (jsonb_array_length("skins") desc, "id") where deleted_at is null and not hidden and lower(btrim(status)) <> 'sold';`,
    );
    this.addSql(
      `create index "product_listed_skin_count_asc_index" on "catalog"."product" (jsonb_array_length("skins"), "id") where deleted_at is null and not hidden and lower(btrim(status)) <> 'sold';`,
    );
  }

  override down(): void {
    this.addSql(`drop index "catalog"."product_listed_index";`);
    this.addSql(`drop index "catalog"."product_listed_price_desc_index";`);
    this.addSql(`drop index "catalog"."product_listed_price_asc_index";`);
    this.addSql(`drop index "catalog"."product_listed_blue_essence_desc_index";`);
    this.addSql(`drop index "catalog"."product_listed_blue_essence_asc_index";`);
    this.addSql(`drop index "catalog"."product_listed_skin_count_desc_index";`);
    this.addSql(`drop index "catalog"."product_listed_skin_count_asc_index";`);
  }
}
