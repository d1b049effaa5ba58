import type { EntityManager } from '@mikro-orm/postgresql';
import type { TtlMemo } from '@shop/server-kit';
import { TRUST_MIN_BASIS, TRUST_WINDOWS } from '@shop/shared';
import { withEmSql } from '../../common/em-sql';
import { TrustRepository, type OrderTrustRow } from './trust.repository';
import type { OrderTrustFiguresType } from './trust.type';

const seconds = (text: string | null) => (text === null ? null : Number(text));

export function toOrderTrustFigures(row: OrderTrustRow): OrderTrustFiguresType {
  const orders = Number(row.orders);
  const enough = orders >= TRUST_MIN_BASIS;
  const shown = <T>(value: T) => (enough ? value : null);
  return {
    days: Number(row.days),
    orders,
    enough,
    deliveryMedianSeconds: shown(seconds(row.delivery_median_seconds)),
    deliveryP95Seconds: shown(seconds(row.delivery_p95_seconds)),
    automaticPercent: shown(row.automatic_percent),
    claims: shown(Number(row.claims)),
    claimsPer100Orders: shown(row.claims_per_100_orders),
    replacedPercent: shown(row.replaced_percent),
    replacementMedianSeconds: shown(seconds(row.replacement_median_seconds)),
    refusedPercent: shown(row.refused_percent),
  };
}

export type TrustFiguresMemo = TtlMemo<OrderTrustFiguresType[]>;

export class TrustService {
  constructor(
    private readonly em: EntityManager,
    private readonly memo: TrustFiguresMemo,
  ) {}

  /** The order figures of each window, computed by PostgreSQL at most once per `TRUST_CACHE_MS` in this process. */
  orderFigures(): Promise<OrderTrustFiguresType[]> {
    return this.memo.get(async () => {
      const rows = await withEmSql(this.em, (sql) => TrustRepository.orderFigures(sql, TRUST_WINDOWS));
      return rows.map(toOrderTrustFigures);
    });
  }
}
