import { Migration } from '@mikro-orm/migrations';

/**
 * Orders as the spec models them: the statuses pending, processing, delivered and cancelled
 * (refunded stays for a delivered order given back). Orders delivered so far were stored as
 * `completed`; they become `delivered` (same meaning), and the spellings the admin filter
 * already accepted (`waiting`, `canceled`) take the spec's. Adds the admin's delivery notes and
 * the reason of a cancellation.
 */
export class Migration20261125120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "commerce"."order" add column "delivery_notes" text null, add column "cancel_reason" varchar(200) null;`,
    );
    this.addSql(`update "commerce"."order" set "status" = 'delivered' where "status" = 'completed';`);
    this.addSql(`update "commerce"."order" set "status" = 'pending' where "status" = 'waiting';`);
    this.addSql(`update "commerce"."order" set "status" = 'cancelled' where "status" = 'canceled';`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "commerce"."order" set "status" = 'completed' where "status" = 'delivered';`);
    this.addSql(`alter table "commerce"."order" drop column "delivery_notes", drop column "cancel_reason";`);
  }
}
