import { Migration } from '@mikro-orm/migrations';

/**
 * When an order's credentials (or service text) reached its buyer (issue 38, the trust page's
 * payment-to-delivery time): the purchase's transaction for a unit, an admin's delivery for a
 * hand-delivered order. Orders delivered before this column: a unit's at its order date (the same
 * transaction), a hand-delivered one at its `order_delivered` activity entry; one with neither stays
 * null and is left out of the figures.
 */
export class Migration20261130140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "commerce"."order" add column "delivered_at" timestamptz null;`);
    this.addSql(`update "commerce"."order" set "delivered_at" = "order_date"
      where "account_delivered" and "delivery_method" = 'automatic';`);
    this.addSql(`update "commerce"."order" o set "delivered_at" = a.at
      from (select (metadata->>'orderId')::int as order_id, min(created_at) as at from "commerce"."activity_entry"
             where action = 'order_delivered' and metadata->>'orderId' ~ '^[0-9]+$' group by 1) a
      where o.id = a.order_id and o."account_delivered" and o."delivered_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "commerce"."order" drop column "delivered_at";`);
  }
}
