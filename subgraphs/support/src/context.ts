import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseContext } from '@shop/server-kit';
import type { AttachmentStore } from './modules/attachment/attachment-store';
import { AnnouncementService } from './modules/announcement/announcement.service';
import { HttpCommerceClient } from './modules/ticket/commerce.client';
import { TicketService } from './modules/ticket/ticket.service';

export interface SupportContext extends BaseContext {
  announcements: AnnouncementService;
  tickets: TicketService;
}

export interface SupportConfig {
  commerceUrl: string;
  storage: AttachmentStore;
}

export function createSupportContext(base: BaseContext, em: EntityManager, config: SupportConfig): SupportContext {
  return {
    ...base,
    announcements: new AnnouncementService(em),
    tickets: new TicketService(em, config.storage, new HttpCommerceClient(config.commerceUrl, base.requestId)),
  };
}
