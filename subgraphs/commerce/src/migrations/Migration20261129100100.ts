import { Migration } from '@mikro-orm/migrations';

const QUEUE = '"commerce"."queue_webhook"';
const UNSOLD = `u.order_id is null and u.status = 'active'`;

/**
 * Webhook events written by the database itself, in the transaction of the change (issue 37 item
 * 5, docs/decisions/0072-webhooks.md), whichever service made it:
 * - `order.delivered`: an order inserted delivered (bought from a unit, by any purchase path) or
 *   set to delivered later (an admin's delivery);
 * - `wallet.credited`: every ledger entry that adds money (deposit, refund, credit, adjustment);
 * - `claim.updated`: a warranty claim filed or its status changed; `order.replaced` when it becomes `replaced`;
 * - `product.restocked`: a statement on `inventory_unit`, or the manual counter, taking a product's
 *   stock on sale (units and counter together) from 0 to more.
 * `queue_webhook` writes one outbox row per active endpoint subscribed to the event (only the
 * owner's when `p_owner` is given), with the payload `{ type, timestamp, data }` the sender signs.
 */
export class Migration20261129100100 extends Migration {
  override async up(): Promise<void> {
    this
      .addSql(`create or replace function ${QUEUE}(p_event text, p_data jsonb, p_owner int) returns void language sql as $$
  insert into "commerce"."webhook_delivery" ("endpoint_id", "message_id", "event_type", "payload")
  select e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), p_event,
    jsonb_build_object('type', p_event,
      'timestamp', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', p_data)::text
  from "commerce"."webhook_endpoint" e
  where e.status = 'active' and e.events @> jsonb_build_array(p_event) and e.user_id = coalesce(p_owner, e.user_id)
$$;`);

    // An order delivered: bought from a unit (inserted delivered) or delivered by an admin later.
    this
      .addSql(`create or replace function "commerce"."webhook_order_delivered"() returns trigger language plpgsql as $$
begin
  perform ${QUEUE}('order.delivered',
    jsonb_build_object('orderId', new.id, 'productId', new.product_id, 'userId', new.user_id), new.user_id);
  return null;
end $$;`);
    this.addSql(`create trigger "order_webhook_inserted" after insert on "commerce"."order"
  for each row when (new.status = 'delivered') execute function "commerce"."webhook_order_delivered"();`);
    this.addSql(`create trigger "order_webhook_updated" after update of "status" on "commerce"."order"
  for each row when (new.status = 'delivered' and old.status is distinct from new.status)
  execute function "commerce"."webhook_order_delivered"();`);

    this
      .addSql(`create or replace function "commerce"."webhook_wallet_credited"() returns trigger language plpgsql as $$
begin
  perform ${QUEUE}('wallet.credited',
    jsonb_build_object('userId', new.user_id, 'transactionId', new.id, 'amount', new.amount::text, 'kind', new.type),
    new.user_id);
  return null;
end $$;`);
    this.addSql(`create trigger "wallet_transaction_webhook" after insert on "commerce"."wallet_transaction"
  for each row when (new.amount > 0) execute function "commerce"."webhook_wallet_credited"();`);

    this.addSql(`create or replace function "commerce"."webhook_claim_updated"() returns trigger language plpgsql as $$
begin
  perform ${QUEUE}('claim.updated',
    jsonb_build_object('claimId', new.id, 'orderId', new.order_id, 'status', new.status, 'userId', new.user_id),
    new.user_id);
  if new.status = 'replaced' then
    perform ${QUEUE}('order.replaced',
      jsonb_build_object('orderId', new.order_id, 'claimId', new.id, 'userId', new.user_id), new.user_id);
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "warranty_claim_webhook_inserted" after insert on "commerce"."warranty_claim"
  for each row execute function "commerce"."webhook_claim_updated"();`);
    this.addSql(`create trigger "warranty_claim_webhook_updated" after update of "status" on "commerce"."warranty_claim"
  for each row when (old.status is distinct from new.status) execute function "commerce"."webhook_claim_updated"();`);

    // came: how many units of each product this statement put on sale (net, for an update); before
    // the statement the product had (unsold now - came), so 0 before and more now is a restock.
    for (const [event, came] of [
      ['inserted', `select product_id, count(*) as came from new_rows u where ${UNSOLD} group by product_id`],
      [
        'updated',
        `select product_id, sum(came) as came from (
           select product_id, 1 as came from new_rows u where ${UNSOLD}
           union all select product_id, -1 from old_rows u where ${UNSOLD}) moved group by product_id`,
      ],
    ] as const) {
      this
        .addSql(`create or replace function "commerce"."webhook_units_${event}"() returns trigger language plpgsql as $$
declare r record;
begin
  for r in
    select c.product_id, c.came,
      (select count(*) from "commerce"."inventory_unit" u where u.product_id = c.product_id and ${UNSOLD})
        + coalesce((select m.quantity from "commerce"."manual_stock" m where m.product_id = c.product_id), 0) as unsold
    from (${came}) c
  loop
    if r.came > 0 and r.unsold > 0 and r.unsold - r.came <= 0 then
      perform ${QUEUE}('product.restocked', jsonb_build_object('productId', r.product_id, 'available', r.unsold), null);
    end if;
  end loop;
  return null;
end $$;`);
    }
    // The manual counter (products an admin delivers by hand): 0 units and 0 on the counter before, more after.
    this
      .addSql(`create or replace function "commerce"."webhook_manual_stock_restocked"() returns trigger language plpgsql as $$
declare units int;
begin
  select count(*) into units from "commerce"."inventory_unit" u where u.product_id = new.product_id and ${UNSOLD};
  if units = 0 and new.quantity > 0 and (TG_OP = 'INSERT' or old.quantity <= 0) then
    perform ${QUEUE}('product.restocked', jsonb_build_object('productId', new.product_id, 'available', new.quantity), null);
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "manual_stock_webhook" after insert or update of "quantity" on "commerce"."manual_stock"
  for each row execute function "commerce"."webhook_manual_stock_restocked"();`);
    this.addSql(`create trigger "inventory_unit_webhook_inserted" after insert on "commerce"."inventory_unit"
  referencing new table as new_rows for each statement execute function "commerce"."webhook_units_inserted"();`);
    this.addSql(`create trigger "inventory_unit_webhook_updated" after update on "commerce"."inventory_unit"
  referencing old table as old_rows new table as new_rows for each statement execute function "commerce"."webhook_units_updated"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "manual_stock_webhook" on "commerce"."manual_stock";`);
    this.addSql(`drop trigger if exists "inventory_unit_webhook_updated" on "commerce"."inventory_unit";`);
    this.addSql(`drop trigger if exists "inventory_unit_webhook_inserted" on "commerce"."inventory_unit";`);
    this.addSql(`drop trigger if exists "warranty_claim_webhook_updated" on "commerce"."warranty_claim";`);
    this.addSql(`drop trigger if exists "warranty_claim_webhook_inserted" on "commerce"."warranty_claim";`);
    this.addSql(`drop trigger if exists "wallet_transaction_webhook" on "commerce"."wallet_transaction";`);
    this.addSql(`drop trigger if exists "order_webhook_updated" on "commerce"."order";`);
    this.addSql(`drop trigger if exists "order_webhook_inserted" on "commerce"."order";`);
    for (const fn of [
      'webhook_manual_stock_restocked',
      'webhook_order_delivered',
      'webhook_units_updated',
      'webhook_units_inserted',
      'webhook_claim_updated',
      'webhook_wallet_credited',
    ])
      this.addSql(`drop function if exists "commerce"."${fn}"();`);
    this.addSql(`drop function if exists ${QUEUE}(text, jsonb, int);`);
  }
}
