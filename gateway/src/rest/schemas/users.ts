import { z } from 'zod';
import { idParam, jsonBody, optionalText, queryText, queryWholeNumber, text, trueFalse } from './fields';
import { User } from './account';
import { Order } from './orders';
import { webauthnJson } from './second-factor';

/** The admin's user management and the gateway's own admin routes (docs/api.md "Users and orders"). */

export const USER_STATUSES = ['Active', 'Inactive', 'Suspended', 'Banned'] as const;
const STATUS_MESSAGE = `Status must be one of ${USER_STATUSES.join(', ')}.`;
const userStatus = z.enum(USER_STATUSES, { error: STATUS_MESSAGE });

export const UserIdPathParams = z.object({ id: idParam('user id') });

/** All users by default; `pageSize` turns paging on (`page` from 1). */
export const UserListQuery = z.object({
  pageSize: z
    .string({ error: 'Give pageSize once, as text.' })
    .transform((raw, ctx) => {
      const value = raw.trim();
      if (value.length > 9) ctx.addIssue({ code: 'custom', message: 'pageSize is too long.' });
      else if (value && !/^\d+$/.test(value))
        ctx.addIssue({ code: 'custom', message: 'pageSize must be a whole number.' });
      else return value ? Number(value) || undefined : 10;
      return z.NEVER;
    })
    .optional()
    .meta({ pattern: '^\\d+$', description: 'Turns paging on (blank: 10).' }),
  search: queryText('search', 100),
  status: queryText('status')
    .pipe(userStatus.optional())
    .meta({ enum: [...USER_STATUSES] }),
  page: queryWholeNumber('page', 1).transform((value) => value || 1),
});

/** Only the documented fields are read (no mass assignment). */
export const AdminUserBody = jsonBody({
  username: text(),
  email: text(),
  status: optionalText().pipe(userStatus.optional()),
  isAdmin: trueFalse('isAdmin'),
  balance: optionalText().meta({ description: 'Money as a decimal string: sets the wallet with a ledger entry.' }),
  balanceReason: optionalText(),
  password: optionalText(),
});

export const UserStatusBody = jsonBody({ status: text().pipe(userStatus) });

export const UserAdminBody = jsonBody({ isAdmin: trueFalse('isAdmin') }).superRefine((fields, ctx) => {
  if (fields.isAdmin === undefined) ctx.addIssue({ code: 'custom', message: 'isAdmin must be true or false.' });
});

/** A user as the admin's list shows it: the user and what they spent. */
export const AdminUser = User.omit({ secondFactorEnrolmentRequired: true })
  .extend({
    totalSpent: z.string().meta({ description: 'Money as a decimal string.' }),
  })
  .meta({
    id: 'AdminUser',
  });

export const DeleteUserAnswer = z
  .object({ id: z.number().int(), deleted: z.boolean(), deactivated: z.boolean(), message: z.string() })
  .meta({ id: 'DeleteUserAnswer' });

export const UserAdminAnswer = z.object({ isAdmin: z.boolean(), username: z.string() });

export const UserActivity = z
  .object({
    id: z.number().int(),
    action: z.string(),
    details: z.string(),
    timestamp: z.string(),
    metadata: z.unknown().meta({ description: 'The entry metadata as JSON, or null.' }),
  })
  .meta({ id: 'UserActivity' });

export const UserOrders = z.array(Order);

/** `password`, or `code` from the authenticator app (an account with one accepts only the code). */
/** `password`, `code` from the authenticator app, or `response`: a passkey's answer to `POST /api/admin/reauth/passkey/options`. */
export const ReauthBody = jsonBody({
  password: text(),
  code: optionalText(),
  response: webauthnJson(
    'What `startAuthentication` returned, for options from `POST /api/admin/reauth/passkey/options`.',
  ).optional(),
});

export const ReauthAnswer = z.object({ reauthenticated: z.literal(true), validForSeconds: z.number().int() });

export const AuditQuery = z.object({
  limit: queryWholeNumber('limit', 50).transform((value) => Math.min(Math.max(value, 1), 200)),
  offset: queryWholeNumber('offset', 0),
});

export const AuditPage = z
  .object({
    entries: z.array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        userId: z.number().int().nullable(),
        action: z.string(),
        target: z.string(),
        details: z.string().optional(),
        ip: z.string(),
        outcome: z.enum(['ok', 'error', 'pending', 'refused']),
      }),
    ),
    total: z.number().int(),
  })
  .meta({ id: 'AuditPage' });

export const SecondFactorResetAnswer = z
  .object({
    userId: z.number().int(),
    passkeysRemoved: z.number().int(),
    totpRemoved: z.boolean(),
    message: z.string(),
  })
  .meta({ id: 'SecondFactorReset' });
