import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '@shop/server-kit';
import { AnnouncementEntity } from './announcement.entity';
import type { AnnouncementInput } from './announcement.input';
import type { AnnouncementType } from './announcement.type';

export { ANNOUNCEMENT_TYPES } from './announcement.input';
export const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found.';

function toType(entity: AnnouncementEntity): AnnouncementType {
  return {
    id: entity.id,
    title: entity.title,
    content: entity.content,
    type: entity.type,
    isActive: entity.isActive,
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

  /** Every announcement, newest first (the admin's Duyurular tab). */
  async listAll(): Promise<AnnouncementType[]> {
    const rows = await this.em.find(AnnouncementEntity, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return rows.map(toType);
  }

  async create(input: AnnouncementInput): Promise<AnnouncementType> {
    const entity = this.em.create(AnnouncementEntity, {
      title: input.title,
      content: input.content,
      type: input.type ?? 'info',
      expiresAt: input.expiresAt ?? null,
      isActive: input.isActive ?? true,
    });
    await this.em.flush();
    return toType(entity);
  }

  async update(id: number, input: AnnouncementInput): Promise<AnnouncementType> {
    const entity = await this.find(id);
    entity.title = input.title;
    entity.content = input.content;
    entity.type = input.type ?? entity.type;
    entity.expiresAt = input.expiresAt ?? null;
    if (input.isActive !== null && input.isActive !== undefined) entity.isActive = input.isActive;
    await this.em.flush();
    return toType(entity);
  }

  async setActive(id: number, isActive: boolean): Promise<AnnouncementType> {
    const entity = await this.find(id);
    entity.isActive = isActive;
    await this.em.flush();
    return toType(entity);
  }

  async delete(id: number): Promise<boolean> {
    const removed = await this.em.nativeDelete(AnnouncementEntity, { id });
    if (removed === 0) throw notFound(ANNOUNCEMENT_NOT_FOUND);
    return true;
  }

  private async find(id: number): Promise<AnnouncementEntity> {
    const entity = await this.em.findOne(AnnouncementEntity, { id });
    if (!entity) throw notFound(ANNOUNCEMENT_NOT_FOUND);
    return entity;
  }
}
