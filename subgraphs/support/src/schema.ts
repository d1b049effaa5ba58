import { buildFederatedSchema } from '@shop/server-kit';
import { AnnouncementResolver } from './modules/announcement/announcement.resolver';

export function buildSupportSchema() {
  return buildFederatedSchema({ resolvers: [AnnouncementResolver] });
}
