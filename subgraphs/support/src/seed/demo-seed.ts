import type { EntityManager } from '@mikro-orm/postgresql';
import { AnnouncementEntity } from '../modules/announcement/announcement.entity';

/** Two demo announcements on an empty database so the notification bell has something to show. */
export async function seedDemoAnnouncements(em: EntityManager): Promise<number> {
  if ((await em.count(AnnouncementEntity)) > 0) return 0;
  em.create(AnnouncementEntity, {
    title: 'Welcome to the shop',
    content: 'Every account is delivered instantly after payment and covered by a 14 day warranty.',
    type: 'success',
  });
  em.create(AnnouncementEntity, {
    title: 'New EUW stock',
    content: 'Fresh level 30 EUW accounts with 40-50k blue essence have just been added.',
    type: 'info',
  });
  await em.flush();
  return 2;
}
