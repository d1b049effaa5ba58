/**
 * The money and stock invariants of commerce, as SQL over its schema. Used by the commerce
 * integration tests and the security battery; each takes the caller's way of running SQL.
 */
export type Sql = <T = any>(text: string, params?: unknown[]) => Promise<T[]>;

/** Users whose wallet differs from the sum of their ledger (must always be empty). */
export function ledgerMismatches(sql: Sql) {
  return sql(
    `select w.user_id, w.balance, coalesce(sum(t.amount), 0) as ledger
       from commerce.wallet w left join commerce.wallet_transaction t on t.user_id = w.user_id
      group by w.user_id, w.balance having w.balance <> coalesce(sum(t.amount), 0)`,
  );
}

/**
 * Every way a purchase can lose money or a unit, counted (each must be 0): an order of a
 * credential product (`unitProducts`) without its unit, an order holding two live units (a warranty
 * replacement leaves the old one burned), a paid order
 * without its purchase charge, a purchase charge without an order, a charge that differs from the
 * order's price.
 */
export async function purchaseLosses(sql: Sql, unitProducts: number[]) {
  const [row] = await sql<Record<string, number>>(
    `select
       (select count(*)::int from commerce."order" o
          where o.product_id = any(?::int[]) and not exists (select 1 from commerce.inventory_unit u where u.order_id = o.id)) as "ordersWithoutUnit",
       (select count(*)::int from (select order_id from commerce.inventory_unit where order_id is not null and status <> 'burned'
                                     group by order_id having count(*) > 1) d) as "unitsSharingAnOrder",
       (select count(*)::int from commerce."order" o
          where o.total_price > 0
            and not exists (select 1 from commerce.wallet_transaction t where t.type = 'purchase' and t.order_id = o.id)) as "ordersWithoutCharge",
       (select count(*)::int from commerce.wallet_transaction t
          where t.type = 'purchase' and (t.order_id is null or not exists (select 1 from commerce."order" o where o.id = t.order_id))) as "chargesWithoutOrder",
       (select count(*)::int from commerce.wallet_transaction t join commerce."order" o on o.id = t.order_id
          where t.type = 'purchase' and -t.amount <> o.total_price) as "chargesOffPrice"`,
    [`{${unitProducts.join(',')}}`],
  );
  return row;
}
