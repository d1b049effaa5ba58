import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { scrapedGauge, type Metrics } from '@shop/server-kit';
import { SCHEMA } from './mikro-orm.config';

/** Listed products named one by one (newest first): the label set stays bounded. */
export const LISTED_SERIES_MAX = 1000;

const LISTED = `deleted_at is null and not hidden and lower(btrim(status)) <> 'sold'`;

export const CATALOG_METRICS_SQL = {
  listed: `select id from "${SCHEMA}"."product" where ${LISTED} order by id desc limit ${LISTED_SERIES_MAX}`,
  count: `select count(*)::int as listed from "${SCHEMA}"."product" where ${LISTED}`,
};

/**
 * Which products a shopper sees, read by SQL at scrape time: `shop_product_listed{product_id}`
 * (1 per listed product) lets an alert join commerce's `shop_stock_units` ("a listed product at
 * zero"); `shop_products_listed` counts them all.
 */
export function catalogMetrics(metrics: Metrics, orm: MikroORM<PostgreSqlDriver>): void {
  const sql = <Row>(text: string) => orm.em.getConnection().execute<Row[]>(text, [], 'all');
  scrapedGauge(
    metrics,
    'shop_product_listed',
    `1 for each listed product (not hidden, deleted or sold), newest ${LISTED_SERIES_MAX}`,
    ['product_id'],
    async () =>
      (await sql<{ id: number }>(CATALOG_METRICS_SQL.listed)).map((row) => ({
        labels: { product_id: row.id },
        value: 1,
      })),
  );
  scrapedGauge(metrics, 'shop_products_listed', 'Listed products (not hidden, deleted or sold)', [], async () => [
    { value: (await sql<{ listed: number }>(CATALOG_METRICS_SQL.count))[0].listed },
  ]);
}
