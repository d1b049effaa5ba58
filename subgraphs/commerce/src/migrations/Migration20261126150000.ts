import { Migration } from '@mikro-orm/migrations';

export class Migration20261126150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "commerce"."import_batch" add column "pulled_at" timestamptz null, add column "pulled_by" int null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "commerce"."import_batch" drop column "pulled_at", drop column "pulled_by";`);
  }
}
