import { Migration } from '@mikro-orm/migrations';

/** Admin catalogue: soft delete, import batches (hidden until published, idempotency key per line), category parents. */
export class Migration20261123120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "catalog"."product" add column "base_price" numeric(12,2) null, add column "skin_count" int null, add column "deleted_at" timestamptz null, add column "hidden" boolean not null default false, add column "import_batch_id" varchar(64) null, add column "import_key" varchar(80) null;`,
    );
    this.addSql(`create index "product_import_batch_id_index" on "catalog"."product" ("import_batch_id");`);
    this.addSql(`alter table "catalog"."product" add constraint "product_import_key_unique" unique ("import_key");`);
    this.addSql(`alter table "catalog"."game_category" add column "parent_id" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "catalog"."product" drop constraint "product_import_key_unique";`);
    this.addSql(`drop index "catalog"."product_import_batch_id_index";`);
    this.addSql(
      `alter table "catalog"."product" drop column "base_price", drop column "skin_count", drop column "deleted_at", drop column "hidden", drop column "import_batch_id", drop column "import_key";`,
    );
    this.addSql(`alter table "catalog"."game_category" drop column "parent_id";`);
  }
}
