import type { EntityManager } from '@mikro-orm/postgresql';
import { withEmSql } from '../../common/em-sql';
import { MonitoringRepository } from './monitoring.repository';
import type { MonitoringHourType } from './monitoring.type';

export class MonitoringService {
  constructor(private readonly em: EntityManager) {}

  /** The last 24 hours, hour by hour, read from the database at each call (an admin's tab, not a public page). */
  async lastDay(): Promise<MonitoringHourType[]> {
    const rows = await withEmSql(this.em, (sql) => MonitoringRepository.hours(sql));
    return rows.map((row) => ({
      hour: new Date(row.hour),
      orders: Number(row.orders),
      revenue: row.revenue,
      claimsOpened: Number(row.claims_opened),
      outboxOldestSeconds: Number(row.outbox_oldest_seconds),
      importQueue: Number(row.import_queue),
    }));
  }
}
