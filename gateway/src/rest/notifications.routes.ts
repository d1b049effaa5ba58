import { Router } from 'express';
import { GetNotificationsDocument } from '../generated/graphql';
import type { FacadeDeps } from './facade';
import { announcementToRest } from './mappers';

export function notificationRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();
  router.get('/notifications', async (req, res) => {
    const data = await server.run(GetNotificationsDocument, {}, context(req, res));
    res.json(data.announcements.map(announcementToRest));
  });
  return router;
}
