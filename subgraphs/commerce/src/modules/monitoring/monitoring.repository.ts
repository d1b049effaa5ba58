import type { Sql } from '@shop/server-kit';
import { SCHEMA } from '../../mikro-orm.config';

const ORDER = `"${SCHEMA}"."order"`;
const CLAIM = `"${SCHEMA}"."warranty_claim"`;
const OUTBOX = `"${SCHEMA}"."email_outbox"`;
const BATCH = `"${SCHEMA}"."import_batch"`;

export interface MonitoringHourRow {
  hour: string;
  orders: number;
  revenue: string;
  claims_opened: number;
  outbox_oldest_seconds: number;
  import_queue: number;
}

/**
 * The admin's İzleme tab: the last 24 hours, hour by hour (the current hour last, up to now), from
 * commerce's tables (docs/operations.md#monitoring-tab-in-the-admin-panel). Orders and revenue: orders paid in
 * the hour but cancelled ones, their prices summed as numeric; claims opened in the hour; the
 * oldest e-mail of the outbox still unsent at the hour's end (or now), its age in whole seconds;
 * import batches still staged at the hour's end (a batch left staged since is read from `updated_at`).
 */
export const MONITORING_SQL = {
  hours: `
  with hours as (
    select h as hour, least(h + interval '1 hour', now()) as until
      from generate_series(date_trunc('hour', now()) - interval '23 hours', date_trunc('hour', now()), interval '1 hour') h)
  select h.hour,
    coalesce(o.orders, 0) as orders, coalesce(o.revenue, 0)::numeric(12, 2)::text as revenue,
    (select count(*)::int from ${CLAIM} c where c.created_at >= h.hour and c.created_at < h.until) as claims_opened,
    (select coalesce(round(extract(epoch from h.until - min(e.created_at))), 0)::int from ${OUTBOX} e
      where e.created_at < h.until and (e.sent_at is null or e.sent_at >= h.until)) as outbox_oldest_seconds,
    (select count(*)::int from ${BATCH} b
      where b.created_at < h.until and (b.status = 'staged' or b.updated_at >= h.until)) as import_queue
    from hours h
    left join lateral (select count(*)::int as orders, sum(total_price) as revenue from ${ORDER}
      where order_date >= h.hour and order_date < h.until and status <> 'cancelled') o on true
    order by h.hour`,
} as const;

export const MonitoringRepository = {
  hours(sql: Sql): Promise<MonitoringHourRow[]> {
    return sql<MonitoringHourRow>(MONITORING_SQL.hours);
  },
};
