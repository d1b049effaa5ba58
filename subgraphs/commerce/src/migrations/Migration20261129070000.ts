import { Migration } from '@mikro-orm/migrations';

/**
 * A purchase may buy several units of one product under one Idempotency-Key (the reseller API's
 * `quantity`, issue 37), so the key no longer makes (user, key, product) unique. Once-ness was the
 * purchase's advisory lock on (user, key) all along (a key that has orders is refused under it);
 * the index is kept, not unique, for `ordersWithKey`.
 */
export class Migration20261129070000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "commerce"."order_user_id_idempotency_key_product_id_unique";`);
    this.addSql(
      `create index if not exists "order_user_id_idempotency_key_index" on "commerce"."order" ("user_id", "idempotency_key") where "idempotency_key" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "commerce"."order_user_id_idempotency_key_index";`);
    this.addSql(
      `create unique index "order_user_id_idempotency_key_product_id_unique" on "commerce"."order" ("user_id", "idempotency_key", "product_id") where "idempotency_key" is not null;`,
    );
  }
}
