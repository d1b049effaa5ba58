import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, inTransaction, notFound, withConnection } from '@shop/server-kit';
import { SCHEMA } from '../../mikro-orm.config';
import type { CatalogClient } from '../order/catalog.client';
import type { InventoryService } from '../inventory/inventory.service';
import type { CreateRestockAlertInput } from './alert.input';
import type { NoticeType, RestockAlertType } from './alert.type';
import type { AlertFilter } from './restock-alert.entity';
import { ALERT_LIFETIME_DAYS, STILL_WAITING } from './alert-lifetime';

export const MAX_WAITING_ALERTS = 20;
const ALERT = `"${SCHEMA}"."restock_alert"`;
// Expiry is read, not written: a waiting alert past its 90 days reads `expired`.
const COLUMNS = `id, user_id, product_id, filter,
  case when status = 'waiting' and not (${STILL_WAITING}) then 'expired' else status end as status,
  notified_product_id, notified_at, created_at`;

interface AlertRow {
  id: number;
  user_id: number;
  product_id: number | null;
  filter: AlertFilter | null;
  status: string;
  notified_product_id: number | null;
  notified_at: Date | null;
  created_at: Date;
}

function toAlertType(row: AlertRow): RestockAlertType {
  const filter = row.filter;
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    productId: row.product_id === null ? null : Number(row.product_id),
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
    status: row.status,
    notifiedProductId: row.notified_product_id === null ? null : Number(row.notified_product_id),
    notifiedAt: row.notified_at ? new Date(row.notified_at) : null,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(new Date(row.created_at).getTime() + ALERT_LIFETIME_DAYS * 24 * 3600 * 1000),
  };
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
    return inTransaction(this.em, async (sql) => {
      // One customer's alerts are written one at a time: the count and the duplicate check hold.
      await sql(`select pg_advisory_xact_lock(hashtext('restock_alert'), $1::int)`, [userId]);
      const waiting = await sql<AlertRow>(
        `select ${COLUMNS} from ${ALERT} where user_id = $1::int and ${STILL_WAITING}`,
        [userId],
      );
      const same = waiting.find((row) =>
        hasProduct
          ? Number(row.product_id) === input.productId
          : row.product_id === null && JSON.stringify(row.filter) === JSON.stringify(filter),
      );
      if (same) return toAlertType(same);
      if (waiting.length >= MAX_WAITING_ALERTS)
        throw conflict(`You can keep at most ${MAX_WAITING_ALERTS} restock alerts: cancel one first.`);
      const [row] = await sql<AlertRow>(
        `insert into ${ALERT} (user_id, product_id, filter) values ($1::int, $2::int, $3::jsonb) returning ${COLUMNS}`,
        [userId, hasProduct ? input.productId : null, filter ? JSON.stringify(filter) : null],
      );
      return toAlertType(row);
    });
  }

  async list(userId: number): Promise<RestockAlertType[]> {
    const rows = await withConnection(this.em, (sql) =>
      sql<AlertRow>(`select ${COLUMNS} from ${ALERT} where user_id = $1::int order by id desc limit 100`, [userId]),
    );
    return rows.map(toAlertType);
  }

  /** Cancels one of the customer's alerts; someone else's is answered as missing. */
  async cancel(userId: number, id: number): Promise<RestockAlertType> {
    const [row] = await withConnection(this.em, (sql) =>
      sql<AlertRow>(
        `update ${ALERT} set status = case when ${STILL_WAITING} then 'cancelled' else status end
          where id = $1::int and user_id = $2::int returning ${COLUMNS}`,
        [id, userId],
      ),
    );
    if (!row) throw notFound('Alert not found.');
    return toAlertType(row);
  }

  async notices(userId: number): Promise<NoticeType[]> {
    const rows = await withConnection(this.em, (sql) =>
      sql<{ id: number; kind: string; text: string; link: string | null; read_at: Date | null; created_at: Date }>(
        `select id, kind, text, link, read_at, created_at from "${SCHEMA}"."user_notice"
          where user_id = $1::int order by id desc limit 50`,
        [userId],
      ),
    );
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      text: row.text,
      link: row.link,
      read: row.read_at !== null,
      createdAt: new Date(row.created_at),
    }));
  }

  async markNoticesRead(userId: number): Promise<number> {
    const rows = await withConnection(this.em, (sql) =>
      sql(
        `update "${SCHEMA}"."user_notice" set read_at = now() where user_id = $1::int and read_at is null returning id`,
        [userId],
      ),
    );
    return rows.length;
  }
}
