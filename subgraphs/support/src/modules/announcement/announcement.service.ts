import type { EntityManager } from '@mikro-orm/postgresql';
import { AnnouncementEntity } from './announcement.entity';
import type { AnnouncementType } from './announcement.type';

export const ANNOUNCEMENT_TYPES = ['info', 'warning', 'success', 'error'] as const;

function toType(entity: AnnouncementEntity): AnnouncementType {
  return {
    id: entity.id,
    title: entity.title,
    content: entity.content,
    type: entity.type,
    createdAt: entity.createdAt,
    expiresAt: entity.expiresAt ?? null,
  };
}

export class AnnouncementService {
  constructor(private readonly em: EntityManager) {}

  /** Active, unexpired announcements, newest first: the public notification list. */
  async listPublic(now = new Date()): Promise<AnnouncementType[]> {
    const rows = await this.em.find(
      AnnouncementEntity,
      { isActive: true, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 50 },
    );
    return rows.map(toType);
  }
}
