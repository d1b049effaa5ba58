import { Migration } from '@mikro-orm/migrations';

/**
 * Exactly-once purchases: an order keeps the buyer's Idempotency-Key, unique per user (and product,
 * as a cart writes one order per product under one key), so a retry of a purchase that committed
 * while its answer was lost answers the first orders instead of buying again.
 */
export class Migration20261125150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "commerce"."order" add column "idempotency_key" varchar(255) null;`);
    this.addSql(
      `create unique index "order_user_id_idempotency_key_product_id_unique" on "commerce"."order" ("user_id", "idempotency_key", "product_id") where "idempotency_key" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "commerce"."order_user_id_idempotency_key_product_id_unique";`);
    this.addSql(`alter table "commerce"."order" drop column "idempotency_key";`);
  }
}
