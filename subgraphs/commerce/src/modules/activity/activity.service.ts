import type { EntityManager } from '@mikro-orm/postgresql';
import { ActivityEntryEntity, type ActivityAction } from './activity-entry.entity';
import type { ActivityEntryType } from './activity.type';

/** Queues an activity entry on `em`; it is written by the caller's flush, in the caller's transaction. */
export function recordActivity(
  em: EntityManager,
  userId: number,
  action: ActivityAction,
  details: string,
  metadata: Record<string, unknown> | null = null,
): ActivityEntryEntity {
  return em.create(ActivityEntryEntity, { user: userId, action, details, metadata });
}

export function toActivityType(entry: ActivityEntryEntity): ActivityEntryType {
  return {
    id: entry.id,
    action: entry.action,
    details: entry.details,
    timestamp: entry.createdAt,
    metadata: entry.metadata ? JSON.stringify(entry.metadata) : null,
  };
}

export class ActivityService {
  constructor(private readonly em: EntityManager) {}

  /** A user's activity, newest first (at most `limit`). */
  async listByUser(userId: number, limit = 200): Promise<ActivityEntryType[]> {
    const rows = await this.em.find(
      ActivityEntryEntity,
      { user: userId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    );
    return rows.map(toActivityType);
  }
}
