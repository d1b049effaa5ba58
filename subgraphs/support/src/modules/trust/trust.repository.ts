import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../../mikro-orm.config';

export interface TicketTrustRow {
  days: number;
  tickets: number;
  answered_percent: string | null;
}

/**
 * The trust page's tickets figure per window of `days` (docs/api.md#trust-figures), ticket-dated: a
 * ticket opened in the window counts once staff answered it (its first reply by an admin) or once its
 * 24 hours are over; the share answered within 24 hours is a numeric division rounded half away from
 * zero to one decimal in SQL. A ticket younger than a day and not answered yet is not counted yet.
 */
export const TRUST_SQL = {
  ticketFigures: `
  with windows as (select unnest(?::int[]) as days),
  tickets as (
    select w.days, t.created_at,
      (select min(m.created_at) from "${SCHEMA}"."ticket_message" m where m.ticket_id = t.id and m.is_admin) as answered_at
      from windows w join "${SCHEMA}"."ticket" t on t.created_at >= now() - make_interval(days => w.days)),
  counted as (
    select days, coalesce(answered_at <= created_at + interval '24 hours', false) as in_time from tickets
     where answered_at is not null or created_at <= now() - interval '24 hours')
  select w.days, count(c.days)::int as tickets,
    round(100 * count(*) filter (where c.in_time)::numeric / nullif(count(c.days), 0), 1)::text as answered_percent
    from windows w left join counted c on c.days = w.days group by w.days order by w.days`,
} as const;

export const TrustRepository = {
  ticketFigures(em: EntityManager, windows: readonly number[]): Promise<TicketTrustRow[]> {
    return em.getConnection().execute<TicketTrustRow[]>(TRUST_SQL.ticketFigures, [`{${windows.join(',')}}`]);
  },
};
