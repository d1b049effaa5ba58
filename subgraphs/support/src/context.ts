import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseContext } from '@shop/server-kit';
import type { AttachmentStore } from './modules/attachment/attachment-store';
import { AnnouncementService } from './modules/announcement/announcement.service';
import { ClaimFileService } from './modules/claim-file/claim-file.service';
import { HttpCommerceClient } from './modules/ticket/commerce.client';
import { TicketService } from './modules/ticket/ticket.service';
import { TrustService, type TicketTrustMemo } from './modules/trust/trust.service';

export interface SupportContext extends BaseContext {
  announcements: AnnouncementService;
  claimFiles: ClaimFileService;
  tickets: TicketService;
  trust: TrustService;
}

export interface SupportConfig {
  commerceUrl: string;
  storage: AttachmentStore;
  /** The trust page's tickets figure, kept per process (modules/trust/trust.service.ts). */
  trustFigures: TicketTrustMemo;
}

export function createSupportContext(base: BaseContext, em: EntityManager, config: SupportConfig): SupportContext {
  const commerce = new HttpCommerceClient(config.commerceUrl, base.requestId);
  return {
    ...base,
    announcements: new AnnouncementService(em),
    claimFiles: new ClaimFileService(em, config.storage, commerce),
    tickets: new TicketService(em, config.storage, commerce),
    trust: new TrustService(em, config.trustFigures),
  };
}
