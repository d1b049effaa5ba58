import type { Sql } from '@shop/server-kit';
import { SCHEMA } from '../../mikro-orm.config';

const ORDER = `"${SCHEMA}"."order"`;
const CLAIM = `"${SCHEMA}"."warranty_claim"`;

/** One window's figures as PostgreSQL computed them: counts, whole seconds and shares as exact decimal text. */
export interface OrderTrustRow {
  days: number;
  orders: number;
  delivery_median_seconds: string | null;
  delivery_p95_seconds: string | null;
  automatic_percent: string | null;
  claims: number;
  claims_per_100_orders: string | null;
  replaced_percent: string | null;
  replacement_median_seconds: string | null;
  refused_percent: string | null;
}

/**
 * The trust page's order figures per window of `days` (docs/api.md#trust-figures), order-dated: an
 * order counts in a window when it was paid in it (a wallet purchase is paid at `order_date`) and has
 * been delivered (`delivered_at`); a claim counts where its order does, whenever it was filed.
 * Times are `percentile_cont` over intervals, rounded to whole seconds; shares and rates are numeric
 * divisions rounded half away from zero to one decimal, all in SQL, so the text is exact.
 */
export const TRUST_SQL = {
  orderFigures: `
  with windows as (select unnest($1::int[]) as days),
  orders as (
    select w.days, o.id, o.order_date, o.delivered_at, o.delivery_method
      from windows w
      join ${ORDER} o on o.order_date >= now() - make_interval(days => w.days) and o.delivered_at is not null),
  delivery as (
    select days, count(*)::int as orders,
      round(extract(epoch from percentile_cont(0.5) within group (order by delivered_at - order_date))) as median,
      round(extract(epoch from percentile_cont(0.95) within group (order by delivered_at - order_date))) as p95,
      round(100 * count(*) filter (where delivery_method = 'automatic')::numeric / count(*), 1) as automatic
      from orders group by days),
  claims as (
    select o.days, count(*)::int as claims,
      round(100 * count(*) filter (where c.status = 'replaced')::numeric / count(*), 1) as replaced,
      round(100 * count(*) filter (where c.status = 'refused')::numeric / count(*), 1) as refused,
      round(extract(epoch from percentile_cont(0.5) within group (order by c.decided_at - c.created_at)
        filter (where c.status = 'replaced' and c.decided_at is not null))) as replacement_median
      from orders o join ${CLAIM} c on c.order_id = o.id group by o.days)
  select w.days, coalesce(d.orders, 0) as orders,
    d.median::text as delivery_median_seconds, d.p95::text as delivery_p95_seconds,
    d.automatic::text as automatic_percent, coalesce(c.claims, 0) as claims,
    round(100 * coalesce(c.claims, 0)::numeric / nullif(d.orders, 0), 1)::text as claims_per_100_orders,
    c.replaced::text as replaced_percent, c.replacement_median::text as replacement_median_seconds,
    c.refused::text as refused_percent
    from windows w left join delivery d on d.days = w.days left join claims c on c.days = w.days
    order by w.days`,
} as const;

export const TrustRepository = {
  async orderFigures(sql: Sql, windows: readonly number[]): Promise<OrderTrustRow[]> {
    return sql<OrderTrustRow>(TRUST_SQL.orderFigures, [windows]);
  },
};
