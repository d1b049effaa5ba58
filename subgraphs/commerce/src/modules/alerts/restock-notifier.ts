import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction, log, type Sql } from '@shop/server-kit';
import { SCHEMA } from '../../mikro-orm.config';
import type { CatalogClient, ProductFacts } from '../order/catalog.client';
import { ALERT_LIFETIME_DAYS } from './alert-lifetime';

const ALERT = `"${SCHEMA}"."restock_alert"`;

/**
 * Tells waiting customers that stock arrived (issue 20): for each product that got units, at
 * most as many waiting alerts as it has units still unsold (a unit bought meanwhile counts
 * against it), oldest first, each told once: in the bell, and by e-mail when the customer's
 * address is verified. An alert waiting longer than 90 days has expired and is not told. Called after the units are
 * committed and waiting warranty claims have taken theirs; a failure is logged, never undoes the
 * stock.
 */
export class RestockNotifier {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogClient,
    private readonly publicUrl: string,
  ) {}

  async stockArrived(arrived: ReadonlyMap<number, number>): Promise<number> {
    const ids = [...arrived.keys()].filter((id) => (arrived.get(id) ?? 0) > 0).sort((a, b) => a - b);
    if (ids.length === 0) return 0;
    try {
      let told = 0;
      for (const product of await this.catalog.facts(ids)) {
        if (product.hidden || product.deletedAt) continue;
        told += await inTransaction(this.em, (sql) => this.tell(sql, product, arrived.get(product.id) ?? 0));
      }
      return told;
    } catch (error) {
      log('commerce', 'warn', 'restock alerts not sent', { error: String(error) });
      return 0;
    }
  }

  private async tell(sql: Sql, product: ProductFacts, arrived: number): Promise<number> {
    const [{ unsold }] = await sql<{ unsold: number }>(
      `select count(*)::int as unsold from "${SCHEMA}"."inventory_unit"
        where product_id = $1::int and order_id is null and status = 'active'`,
      [product.id],
    );
    const places = Math.min(arrived, Number(unsold));
    if (places <= 0) return 0;
    const alerts = await sql<{ id: number; user_id: number; email: string; username: string; verified: boolean }>(
      `select a.id, a.user_id, u.email, u.username, u.email_verified_at is not null as verified
        from ${ALERT} a join "${SCHEMA}"."user" u on u.id = a.user_id
        where a.status = 'waiting' and a.created_at > now() - make_interval(days => ${ALERT_LIFETIME_DAYS})
          and u.status = 'Active'
          and (a.product_id = $1::int or (a.product_id is null
            and (a.filter->>'gameSlug' is null or lower(a.filter->>'gameSlug') = lower($2::text))
            and (a.filter->>'server' is null or lower(a.filter->>'server') = lower($3::text))
            and (a.filter->>'accountType' is null or lower(a.filter->>'accountType') = lower($4::text))
            and (a.filter->>'subCategory' is null or lower(a.filter->>'subCategory') = lower($5::text))
            and coalesce((a.filter->>'minBlueEssence')::int, 0) <= coalesce($6::int, 0)
            and (jsonb_typeof(a.filter->'skins') is distinct from 'array' or a.filter->'skins' <@ $7::jsonb)))
        order by a.created_at, a.id limit $8::int for update of a skip locked`,
      [
        product.id,
        product.gameSlug,
        product.server,
        product.accountType,
        product.subCategory,
        product.blueEssence,
        JSON.stringify(product.skins ?? []),
        places,
      ],
    );
    if (alerts.length === 0) return 0;
    await sql(
      `update ${ALERT} set status = 'notified', notified_product_id = $2::int, notified_at = now() where id = any($1::int[])`,
      [alerts.map((alert) => alert.id), product.id],
    );
    const link = `/product/${product.id}`;
    const text = `Back in stock: ${product.title}`;
    for (const alert of alerts) {
      await sql(
        `insert into "${SCHEMA}"."user_notice" (user_id, kind, text, link) values ($1::int, 'restock', $2::text, $3::text)`,
        [alert.user_id, text, link],
      );
      // Mail only to an address its owner proved (sign-up verification); the bell tells the rest.
      if (!alert.verified) continue;
      const body = [
        `Hello ${alert.username},`,
        '',
        `${product.title} is back in stock, as you asked us to tell you.`,
        `Buy it here: ${this.publicUrl}${link}`,
        '',
        'Stock is limited: first come, first served. We told only as many customers as there are accounts.',
        `Stop this alert: ${this.publicUrl}/account/alerts?cancel=${alert.id}`,
        `All your alerts: ${this.publicUrl}/account/alerts`,
        '',
      ].join('\n');
      await sql(
        `insert into "${SCHEMA}"."email_outbox" (to_address, subject, body) values ($1::varchar, $2::varchar, $3::text)`,
        [alert.email, text.slice(0, 200), body],
      );
    }
    return alerts.length;
  }
}
