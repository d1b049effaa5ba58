import { Migration } from '@mikro-orm/migrations';

/** Warranty per product (issue 20): the claim window in days and the replacements one order may get. */
export class Migration20261126140000 extends Migration {
  override up(): void {
    this.addSql(
      `alter table "catalog"."product" add column "warranty_days" int not null default 14, add column "replacement_limit" int not null default 1;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "catalog"."product" drop column "warranty_days", drop column "replacement_limit";`);
  }
}
