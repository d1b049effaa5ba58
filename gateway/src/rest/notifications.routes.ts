import { Router } from 'express';
import {
  CreateAnnouncementDocument,
  DeleteAnnouncementDocument,
  GetAllAnnouncementsDocument,
  GetNotificationsDocument,
  GetRecentPurchasesDocument,
  SetAnnouncementActiveDocument,
  UpdateAnnouncementDocument,
} from '../generated/graphql';
import type { FacadeDeps } from './facade-deps';
import { announcementToRest, recentPurchaseToRest } from './mappers';
import { ROUTES } from './registry';
import { mount } from './route-spec';

export function notificationRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();
  mount(router, ROUTES.notifications, async (_input, req, res) => {
    const data = await server.run(GetNotificationsDocument, {}, context(req, res));
    res.json(data.announcements.map(announcementToRest));
  });
  mount(router, ROUTES.allNotifications, async (_input, req, res) => {
    const data = await server.run(GetAllAnnouncementsDocument, {}, context(req, res));
    res.json(data.allAnnouncements.map(announcementToRest));
  });
  mount(router, ROUTES.createNotification, async ({ body }, req, res) => {
    const data = await server.run(CreateAnnouncementDocument, { input: body }, context(req, res));
    res.status(201).json(announcementToRest(data.createAnnouncement));
  });
  mount(router, ROUTES.updateNotification, async ({ params, body }, req, res) => {
    const data = await server.run(UpdateAnnouncementDocument, { id: params.id, input: body }, context(req, res));
    res.json(announcementToRest(data.updateAnnouncement));
  });
  mount(router, ROUTES.setNotificationStatus, async ({ params, body }, req, res) => {
    const data = await server.run(
      SetAnnouncementActiveDocument,
      { id: params.id, isActive: body.isActive! },
      context(req, res),
    );
    res.json(announcementToRest(data.setAnnouncementActive));
  });
  mount(router, ROUTES.deleteNotification, async ({ params }, req, res) => {
    await server.run(DeleteAnnouncementDocument, { id: params.id }, context(req, res));
    res.json({ message: 'Announcement deleted.' });
  });
  /** Public social proof: the newest purchases, buyers masked by commerce. */
  mount(router, ROUTES.recentPurchases, async ({ query }, req, res) => {
    const data = await server.run(GetRecentPurchasesDocument, query, context(req, res));
    res.json(data.recentPurchases.map(recentPurchaseToRest));
  });
  return router;
}
