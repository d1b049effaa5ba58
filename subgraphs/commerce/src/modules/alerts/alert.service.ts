import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '@shop/server-kit';
import type { CatalogClient } from '../order/catalog.client';
import type { InventoryService } from '../inventory/inventory.service';
import type { CreateRestockAlertInput } from './alert.input';
import type { NoticeType, RestockAlertType } from './alert.type';
import { RestockAlertEntity, type AlertFilter } from './restock-alert.entity';
import { UserNoticeEntity } from './user-notice.entity';
import { ALERT_LIFETIME_DAYS } from './alert-lifetime';

export const MAX_WAITING_ALERTS = 20;

const LIFETIME_MS = ALERT_LIFETIME_DAYS * 24 * 3600 * 1000;
/** Alerts created after this moment are still waiting; older waiting ones have expired. */
const stillWaitingSince = () => new Date(Date.now() - LIFETIME_MS);

/** The statements of this service that MikroORM's entity API does not express (checked in test/sql-columns.test.ts). */
export const ALERT_SQL = {
  // One customer's alerts are written one at a time: the count and the duplicate check hold.
  lockCustomer: `select pg_advisory_xact_lock(hashtext('restock_alert'), ?::int)`,
};

function toAlertType(alert: RestockAlertEntity): RestockAlertType {
  const filter = alert.filter;
  return {
    id: alert.id,
    userId: alert.user.id,
    productId: alert.productId ?? null,
    filter: filter
      ? {
          gameSlug: filter.gameSlug ?? null,
          server: filter.server ?? null,
          accountType: filter.accountType ?? null,
          subCategory: filter.subCategory ?? null,
          skins: filter.skins ?? null,
          minBlueEssence: filter.minBlueEssence ?? null,
        }
      : null,
    // Expiry is read, not written: a waiting alert past its 90 days reads `expired`.
    status: alert.status === 'waiting' && alert.createdAt <= stillWaitingSince() ? 'expired' : alert.status,
    notifiedProductId: alert.notifiedProductId ?? null,
    notifiedAt: alert.notifiedAt ?? null,
    createdAt: alert.createdAt,
    expiresAt: new Date(alert.createdAt.getTime() + LIFETIME_MS),
  };
}

/** Two saved filters ask for the same (jsonb answers keys in its own order). */
function sameFilter(a: AlertFilter | null | undefined, b: AlertFilter | null): boolean {
  const canonical = (filter: AlertFilter | null | undefined) =>
    JSON.stringify(Object.entries(filter ?? {}).sort(([x], [y]) => x.localeCompare(y)));
  return canonical(a) === canonical(b);
}

/** The criteria given, without empty ones (an empty skins list asks for nothing). */
function savedFilter(input: NonNullable<CreateRestockAlertInput['filter']>): AlertFilter {
  const filter: AlertFilter = {};
  const text = (value: string | null | undefined) => value?.trim() || undefined;
  if (text(input.gameSlug)) filter.gameSlug = text(input.gameSlug);
  if (text(input.server)) filter.server = text(input.server);
  if (text(input.accountType)) filter.accountType = text(input.accountType);
  if (text(input.subCategory)) filter.subCategory = text(input.subCategory);
  const skins = (input.skins ?? []).map((skin) => skin.trim()).filter(Boolean);
  if (skins.length) filter.skins = [...new Set(skins)];
  if (input.minBlueEssence) filter.minBlueEssence = input.minBlueEssence;
  return filter;
}

/** A customer's restock alerts and bell notices. */
export class AlertService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogClient,
    private readonly inventory: InventoryService,
  ) {}

  async create(userId: number, input: CreateRestockAlertInput): Promise<RestockAlertType> {
    const hasProduct = input.productId !== null && input.productId !== undefined;
    const hasFilter = input.filter !== null && input.filter !== undefined;
    if (hasProduct === hasFilter) throw badInput('Send either productId or filter.');
    const filter = hasFilter ? savedFilter(input.filter!) : null;
    if (filter && Object.keys(filter).length === 0) throw badInput('Choose at least one criterion for the alert.');
    if (hasProduct) {
      const product = await this.catalog.product(input.productId!);
      if (!product || product.deletedAt || product.hidden) throw notFound('Product not found.');
      if ((await this.inventory.productStock(product.id)).stock > 0)
        throw conflict('This product is in stock: you can buy it now.');
    }
    return this.em.transactional(async (tx) => {
      await tx.execute(ALERT_SQL.lockCustomer, [userId]);
      const waiting = await tx.find(RestockAlertEntity, {
        user: userId,
        status: 'waiting',
        createdAt: { $gt: stillWaitingSince() },
      });
      const same = waiting.find((alert) =>
        hasProduct
          ? alert.productId === input.productId
          : (alert.productId ?? null) === null && sameFilter(alert.filter, filter),
      );
      if (same) return toAlertType(same);
      if (waiting.length >= MAX_WAITING_ALERTS)
        throw conflict(`You can keep at most ${MAX_WAITING_ALERTS} restock alerts: cancel one first.`);
      const alert = tx.create(RestockAlertEntity, {
        user: userId,
        productId: hasProduct ? input.productId : null,
        filter,
      });
      await tx.flush();
      return toAlertType(alert);
    });
  }

  async list(userId: number): Promise<RestockAlertType[]> {
    const alerts = await this.em.find(RestockAlertEntity, { user: userId }, { orderBy: { id: 'desc' }, limit: 100 });
    return alerts.map(toAlertType);
  }

  /** Cancels one of the customer's alerts; someone else's is answered as missing. */
  async cancel(userId: number, id: number): Promise<RestockAlertType> {
    // One conditional UPDATE: an alert the notifier is telling right now stays notified.
    await this.em.nativeUpdate(
      RestockAlertEntity,
      { id, user: userId, status: 'waiting', createdAt: { $gt: stillWaitingSince() } },
      { status: 'cancelled' },
    );
    const alert = await this.em.findOne(RestockAlertEntity, { id, user: userId }, { refresh: true });
    if (!alert) throw notFound('Alert not found.');
    return toAlertType(alert);
  }

  async notices(userId: number): Promise<NoticeType[]> {
    const notices = await this.em.find(UserNoticeEntity, { user: userId }, { orderBy: { id: 'desc' }, limit: 50 });
    return notices.map((notice) => ({
      id: notice.id,
      kind: notice.kind,
      text: notice.text,
      link: notice.link ?? null,
      read: notice.readAt != null,
      createdAt: notice.createdAt,
    }));
  }

  markNoticesRead(userId: number): Promise<number> {
    return this.em.nativeUpdate(UserNoticeEntity, { user: userId, readAt: null }, { readAt: new Date() });
  }
}
