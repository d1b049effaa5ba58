import { Migration } from '@mikro-orm/migrations';

export class Migration20261122164108 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "order_order_date_index" on "commerce"."order" ("order_date");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "commerce"."order_order_date_index";`);
  }
}
