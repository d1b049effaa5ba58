import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseContext } from '@shop/server-kit';
import { AnnouncementService } from './modules/announcement/announcement.service';

export interface SupportContext extends BaseContext {
  announcements: AnnouncementService;
}

export function createSupportContext(base: BaseContext, em: EntityManager): SupportContext {
  return { ...base, announcements: new AnnouncementService(em) };
}
