import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { counter, scrapedGauge, type Metrics } from '@shop/server-kit';
import { SCHEMA } from './mikro-orm.config';

/** Products whose stock is a series (those nearest zero first): the label set stays bounded. */
export const STOCK_SERIES_MAX = 1000;

const T = (table: string) => `"${SCHEMA}"."${table}"`;

/**
 * Commerce's business figures, read by SQL when Prometheus scrapes (exact, the same whichever
 * replica answers, surviving restarts): a metric is a read-out, never arithmetic on money. The
 * refusals are events (nothing is written for a refused purchase), so they are a counter.
 */
export const COMMERCE_METRICS_SQL = {
  orders: `select status, count(*)::int as orders, coalesce(sum(round(total_price * 100)), 0)::bigint::text as cents
             from ${T('order')} group by status`,
  stock: `select product_id, sum(units)::int as units from (
            select product_id, count(*) as units from ${T('inventory_unit')}
             where status = 'active' and order_id is null and product_id is not null group by product_id
            union all
            select product_id, 0 from ${T('inventory_unit')} where product_id is not null group by product_id
            union all
            select product_id, quantity from ${T('manual_stock')}) s
           group by product_id order by sum(units), product_id limit ${STOCK_SERIES_MAX}`,
  claims: `select status, reason, count(*)::int as claims from ${T('warranty_claim')} group by status, reason`,
  outbox: `select count(*)::int as pending, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
             from ${T('email_outbox')} where status = 'pending'`,
  imports: `select count(*)::int as staged, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
              from ${T('import_batch')} where status = 'staged'`,
  webhooks: `select status, count(*)::int as deliveries from ${T('webhook_delivery')} group by status`,
};

export interface CommerceMetrics {
  /** A purchase (or checkout) answered with a refusal of this GraphQL type. */
  purchaseRefused(type: string): void;
}

export function commerceMetrics(metrics: Metrics, orm: MikroORM<PostgreSqlDriver>): CommerceMetrics {
  const sql = <Row>(text: string) => orm.em.getConnection().execute<Row[]>(text, [], 'all');
  // Each gauge reads for itself: two small statements per scrape, never a figure older than it.
  const orders = () => sql<{ status: string; orders: number; cents: string }>(COMMERCE_METRICS_SQL.orders);
  scrapedGauge(
    metrics,
    'shop_orders',
    'Orders ever placed, by status (rate: deriv or delta over a window)',
    ['status'],
    async () => (await orders()).map((row) => ({ labels: { status: row.status }, value: row.orders })),
  );
  scrapedGauge(
    metrics,
    'shop_order_revenue_cents',
    "Sum of the orders' prices in US cents (exact integers), by status",
    ['status'],
    async () => (await orders()).map((row) => ({ labels: { status: row.status }, value: Number(row.cents) })),
  );
  scrapedGauge(
    metrics,
    'shop_stock_units',
    `Units a buyer can get now (unsold credential units and manual stock), per product that ever had stock; at most ${STOCK_SERIES_MAX} products, lowest stock first`,
    ['product_id'],
    async () =>
      (await sql<{ product_id: number; units: number }>(COMMERCE_METRICS_SQL.stock)).map((row) => ({
        labels: { product_id: row.product_id },
        value: row.units,
      })),
  );
  scrapedGauge(
    metrics,
    'shop_warranty_claims',
    'Warranty claims by status and reason',
    ['status', 'reason'],
    async () =>
      (await sql<{ status: string; reason: string; claims: number }>(COMMERCE_METRICS_SQL.claims)).map((row) => ({
        labels: { status: row.status, reason: row.reason },
        value: row.claims,
      })),
  );
  const queue = (name: string, help: string, text: string, count: 'pending' | 'staged') => {
    const row = async () => (await sql<Record<string, number>>(text))[0];
    scrapedGauge(
      metrics,
      `${name}_oldest_age_seconds`,
      `${help}: age of the oldest, in seconds (0 when empty)`,
      [],
      async () => [{ value: Number((await row()).age) }],
    );
    scrapedGauge(metrics, `${name}_${count}`, `${help}: how many`, [], async () => [
      { value: Number((await row())[count]) },
    ]);
  };
  queue('shop_outbox', 'E-mails waiting in the outbox (pending, unsent)', COMMERCE_METRICS_SQL.outbox, 'pending');
  queue('shop_import_queue', 'Import batches staged and not finished', COMMERCE_METRICS_SQL.imports, 'staged');
  scrapedGauge(
    metrics,
    'shop_webhook_deliveries',
    'Webhook deliveries by status (pending, delivered, failed)',
    ['status'],
    async () =>
      (await sql<{ status: string; deliveries: number }>(COMMERCE_METRICS_SQL.webhooks)).map((row) => ({
        labels: { status: row.status },
        value: row.deliveries,
      })),
  );
  const refusals = counter(
    metrics,
    'shop_purchase_refusals_total',
    'Purchases and checkouts refused, by refusal type',
    ['type'],
  );
  return { purchaseRefused: (type) => refusals.inc({ type }) };
}
