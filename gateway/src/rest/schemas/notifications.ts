import { z } from 'zod';
import { idParam, jsonBody, optionalText, queryWholeNumber, text, trueFalse } from './fields';

/** Announcements and the public feed of recent purchases (docs/api.md "Announcements"). */

export const AnnouncementIdParams = z.object({ id: idParam('announcement id') });

/** '' or missing: never expires; years beyond 9999 parse in JavaScript but are no ISO 8601 date. */
const expiresAt = text()
  .transform((value, ctx) => {
    if (!value) return null;
    const date = new Date(value);
    const year = date.getUTCFullYear();
    if (Number.isNaN(year) || year < 1 || year > 9999) {
      ctx.addIssue({ code: 'custom', message: 'expiresAt must be a date.' });
      return z.NEVER;
    }
    return date.toISOString();
  })
  .meta({ description: 'An ISO 8601 date; empty or missing: never expires.' });

/** Only the documented fields. */
export const AnnouncementBody = jsonBody({
  expiresAt,
  title: text(),
  content: text(),
  type: optionalText(),
  isActive: trueFalse('isActive'),
});

export const AnnouncementStatusBody = jsonBody({ isActive: trueFalse('isActive') }).superRefine((fields, ctx) => {
  if (fields.isActive === undefined) ctx.addIssue({ code: 'custom', message: 'isActive must be true or false.' });
});

export const RecentPurchasesQuery = z.object({
  limit: queryWholeNumber('limit', 5),
  hours: queryWholeNumber('hours', 24),
});

export const Announcement = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    type: z.string(),
    isActive: z.boolean().optional().meta({ description: 'In the admin list and after a write.' }),
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Announcement' });

export const RecentPurchase = z
  .object({
    username: z.string().meta({ description: 'Masked by commerce.' }),
    verified: z.boolean(),
    message: z.string().optional(),
    accountType: z.string().optional(),
    region: z.string().optional(),
    gameSlug: z.string(),
    amount: z.number(),
    timestamp: z.string(),
  })
  .meta({ id: 'RecentPurchase' });
