import type { EntityManager } from '@mikro-orm/postgresql';
import { log } from '@shop/server-kit';
import { SCHEMA } from '../../mikro-orm.config';
import { EmailOutboxEntity } from '../mail/email-outbox.entity';
import type { CatalogClient, ProductFacts } from '../order/catalog.client';
import { ALERT_LIFETIME_DAYS } from './alert-lifetime';
import { RestockAlertEntity } from './restock-alert.entity';
import { UserNoticeEntity } from './user-notice.entity';

const ALERT = `"${SCHEMA}"."restock_alert"`;

/**
 * The set-based statements of a restock (checked in test/sql-columns.test.ts), run through the
 * entity manager's own transaction (`tx.execute`): the row locks (`for update ... skip locked`)
 * and the JSON filter match have no entity-API form; the notices and e-mails are entities.
 */
export const RESTOCK_SQL = {
  unsold: `select count(*)::int as unsold from "${SCHEMA}"."inventory_unit"
    where product_id = ?::int and order_id is null and status = 'active'`,
  // Matching alerts, oldest first, locked: two restocks at once never tell the same customer twice.
  // Expired alerts (past their 90 days) are never told.
  waiting: `select a.id, a.user_id, u.email, u.username, u.email_verified_at is not null as verified
    from ${ALERT} a join "${SCHEMA}"."user" u on u.id = a.user_id
    where a.status = 'waiting' and a.created_at > now() - make_interval(days => ${ALERT_LIFETIME_DAYS})
      and u.status = 'Active'
      and (a.product_id = ?::int or (a.product_id is null
        and (a.filter->>'gameSlug' is null or lower(a.filter->>'gameSlug') = lower(?::text))
        and (a.filter->>'server' is null or lower(a.filter->>'server') = lower(?::text))
        and (a.filter->>'accountType' is null or lower(a.filter->>'accountType') = lower(?::text))
        and (a.filter->>'subCategory' is null or lower(a.filter->>'subCategory') = lower(?::text))
        and coalesce((a.filter->>'minBlueEssence')::int, 0) <= coalesce(?::int, 0)
        and (jsonb_typeof(a.filter->'skins') is distinct from 'array' or a.filter->'skins' <@ ?::jsonb)))
    order by a.created_at, a.id limit ?::int for update of a skip locked`,
  notified: `update ${ALERT} set status = 'notified', notified_product_id = ?::int, notified_at = now() where id = any(?::int[])`,
};

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
      // Nobody waits (the usual case, and the demo seed): catalog is not asked.
      if (!(await this.em.findOne(RestockAlertEntity, { status: 'waiting' }, { fields: ['id'] }))) return 0;
      let told = 0;
      for (const product of await this.catalog.facts(ids)) {
        if (product.hidden || product.deletedAt) continue;
        told += await this.em.transactional((tx) => this.tell(tx, product, arrived.get(product.id) ?? 0));
      }
      return told;
    } catch (error) {
      log('commerce', 'warn', 'restock alerts not sent', { error: String(error) });
      return 0;
    }
  }

  private async tell(tx: EntityManager, product: ProductFacts, arrived: number): Promise<number> {
    const [{ unsold }] = await tx.execute<{ unsold: number }[]>(RESTOCK_SQL.unsold, [product.id]);
    const places = Math.min(arrived, Number(unsold));
    if (places <= 0) return 0;
    const alerts = await tx.execute<
      { id: number; user_id: number; email: string; username: string; verified: boolean }[]
    >(RESTOCK_SQL.waiting, [
      product.id,
      product.gameSlug,
      product.server,
      product.accountType,
      product.subCategory,
      product.blueEssence,
      JSON.stringify(product.skins ?? []),
      places,
    ]);
    if (alerts.length === 0) return 0;
    await tx.execute(RESTOCK_SQL.notified, [product.id, `{${alerts.map((alert) => Number(alert.id)).join(',')}}`]);
    const link = `/product/${product.id}`;
    const text = `Back in stock: ${product.title}`;
    for (const alert of alerts) {
      tx.create(UserNoticeEntity, { user: Number(alert.user_id), kind: 'restock', text, link });
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
      tx.create(EmailOutboxEntity, { toAddress: alert.email, subject: text.slice(0, 200), body });
    }
    // The notices and e-mails are written by the transaction's flush, with the alerts' update.
    return alerts.length;
  }
}
