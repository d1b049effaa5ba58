import { Router } from 'express';
import type { Request } from 'express';
import {
  CreateAnnouncementDocument,
  DeleteAnnouncementDocument,
  GetAllAnnouncementsDocument,
  GetNotificationsDocument,
  GetRecentPurchasesDocument,
  SetAnnouncementActiveDocument,
  UpdateAnnouncementDocument,
  type AnnouncementInput,
} from '../generated/graphql';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { announcementToRest, recentPurchaseToRest } from './mappers';
import { body, idParam, queryInt, stringField } from './params';

function optionalBoolean(source: Record<string, unknown>, field: string): boolean | undefined {
  const value = source[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new OperationError(400, `${field} must be true or false.`, 'BAD_USER_INPUT');
}

/** Only the documented fields; an empty or missing expiresAt means "never expires". */
function announcementInput(req: Request): AnnouncementInput {
  const input = body(req);
  const expires = stringField(input, 'expiresAt');
  // Years beyond 9999 parse in JavaScript but are no ISO 8601 date for the API (or PostgreSQL).
  const year = expires ? new Date(expires).getUTCFullYear() : 2000;
  if (Number.isNaN(year) || year < 1 || year > 9999)
    throw new OperationError(400, 'expiresAt must be a date.', 'BAD_USER_INPUT');
  return {
    title: stringField(input, 'title'),
    content: stringField(input, 'content'),
    type: stringField(input, 'type') || undefined,
    expiresAt: expires ? new Date(expires).toISOString() : null,
    isActive: optionalBoolean(input, 'isActive'),
  };
}

export function notificationRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();
  router.get('/notifications', async (req, res) => {
    const data = await server.run(GetNotificationsDocument, {}, context(req, res));
    res.json(data.announcements.map(announcementToRest));
  });
  router.get('/notifications/admin', async (req, res) => {
    const data = await server.run(GetAllAnnouncementsDocument, {}, context(req, res));
    res.json(data.allAnnouncements.map(announcementToRest));
  });
  router.post('/notifications', async (req, res) => {
    const data = await server.run(CreateAnnouncementDocument, { input: announcementInput(req) }, context(req, res));
    res.status(201).json(announcementToRest(data.createAnnouncement));
  });
  router.put('/notifications/:id', async (req, res) => {
    const data = await server.run(
      UpdateAnnouncementDocument,
      { id: idParam(req, 'id', 'announcement id'), input: announcementInput(req) },
      context(req, res),
    );
    res.json(announcementToRest(data.updateAnnouncement));
  });
  router.patch('/notifications/:id/status', async (req, res) => {
    const isActive = optionalBoolean(body(req), 'isActive');
    if (isActive === undefined) throw new OperationError(400, 'isActive must be true or false.', 'BAD_USER_INPUT');
    const data = await server.run(
      SetAnnouncementActiveDocument,
      { id: idParam(req, 'id', 'announcement id'), isActive },
      context(req, res),
    );
    res.json(announcementToRest(data.setAnnouncementActive));
  });
  router.delete('/notifications/:id', async (req, res) => {
    await server.run(DeleteAnnouncementDocument, { id: idParam(req, 'id', 'announcement id') }, context(req, res));
    res.json({ message: 'Announcement deleted.' });
  });
  /** Public social proof: the newest purchases, buyers masked by commerce. */
  router.get('/trade-notifications/recent', async (req, res) => {
    const variables = { limit: queryInt(req, 'limit', 5), hours: queryInt(req, 'hours', 24) };
    const data = await server.run(GetRecentPurchasesDocument, variables, context(req, res));
    res.json(data.recentPurchases.map(recentPurchaseToRest));
  });
  return router;
}
