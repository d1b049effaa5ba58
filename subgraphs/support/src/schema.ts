import { buildFederatedSchema } from '@shop/server-kit';
import { AnnouncementResolver } from './modules/announcement/announcement.resolver';
import { claimFileReference } from './modules/claim-file/claim-file.reference';
import { ClaimFileResolver } from './modules/claim-file/claim-file.resolver';
import { TicketFieldsResolver } from './modules/ticket/ticket.fields.resolver';
import { TicketResolver } from './modules/ticket/ticket.resolver';
import { TrustResolver } from './modules/trust/trust.resolver';

export function buildSupportSchema() {
  return buildFederatedSchema({
    resolvers: [AnnouncementResolver, TicketResolver, TicketFieldsResolver, ClaimFileResolver, TrustResolver],
    referenceResolvers: claimFileReference,
  });
}
