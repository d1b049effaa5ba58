import { Router } from 'express';
import { GetNotificationsDocument, GetRecentPurchasesDocument } from '../generated/graphql';
import type { FacadeDeps } from './facade';
import { announcementToRest, recentPurchaseToRest } from './mappers';
import { queryInt } from './params';

export function notificationRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();
  router.get('/notifications', async (req, res) => {
    const data = await server.run(GetNotificationsDocument, {}, context(req, res));
    res.json(data.announcements.map(announcementToRest));
  });
  /** Public social proof: the newest purchases, buyers masked by commerce. */
  router.get('/trade-notifications/recent', async (req, res) => {
    const variables = { limit: queryInt(req, 'limit', 5), hours: queryInt(req, 'hours', 24) };
    const data = await server.run(GetRecentPurchasesDocument, variables, context(req, res));
    res.json(data.recentPurchases.map(recentPurchaseToRest));
  });
  return router;
}
