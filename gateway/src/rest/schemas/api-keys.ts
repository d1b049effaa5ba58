import { API_KEY_SCOPES, isApiKeyScope } from '@shop/server-kit';
import { z } from 'zod';
import { idParam, jsonBody, optionalText } from './fields';
import { webauthnJson } from './second-factor';

/** API keys of the reseller API (issue 37, docs/api.md "API keys"). Commerce checks every rule again. */

export const ApiKeyIdParams = z.object({ id: idParam('API key id') });

const SCOPES_MESSAGE = `scopes must be a list of: ${API_KEY_SCOPES.join(', ')}.`;

const scopes = z
  .array(z.string({ error: SCOPES_MESSAGE }), { error: SCOPES_MESSAGE })
  .min(1, { error: 'Give the key at least one scope.' })
  .max(API_KEY_SCOPES.length * 2, { error: SCOPES_MESSAGE })
  .superRefine((values, ctx) => {
    const unknown = values.find((value) => !isApiKeyScope(value));
    if (unknown !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: `Unknown scope '${unknown.slice(0, 40)}': use ${API_KEY_SCOPES.join(', ')}.`,
      });
  })
  .meta({ items: { enum: [...API_KEY_SCOPES] } });

const expiresAt = z
  .string({ error: 'expiresAt must be a date and time (ISO 8601), e.g. 2027-01-31T00:00:00Z.' })
  .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value), {
    error: 'expiresAt must be a date and time (ISO 8601), e.g. 2027-01-31T00:00:00Z.',
  })
  .nullish();

const allowedAddresses = z
  .array(z.string({ error: 'allowedAddresses must be a list of addresses or CIDR ranges.' }), {
    error: 'allowedAddresses must be a list of addresses or CIDR ranges.',
  })
  .max(20, { error: 'Give at most 20 allowed addresses.' })
  .nullish();

const name = z
  .string({ error: 'Give the key a name of 1 to 64 characters.' })
  .trim()
  .min(1, { error: 'Give the key a name of 1 to 64 characters.' })
  .max(64, { error: 'Give the key a name of 1 to 64 characters.' });

const keyFields = { name, scopes, expiresAt, allowedAddresses };

/**
 * The fresh second factor of an account that has one: `passkeyResponse` (a sign-in with one of its
 * passkeys, for options from `POST /api/login/passkey/options`), `code` or `recoveryCode` (else a
 * re-authentication within 5 minutes).
 */
const freshFactor = {
  code: optionalText(),
  recoveryCode: optionalText(),
  passkeyResponse: webauthnJson(
    'What `startAuthentication` returned, for options from `POST /api/login/passkey/options`.',
  ).optional(),
};

export const CreateApiKeyBody = jsonBody({ ...keyFields, ...freshFactor });

export const AdminCreateApiKeyBody = jsonBody({
  userId: z.number({ error: 'userId must be a user id.' }).int({ error: 'userId must be a user id.' }).min(1),
  ...keyFields,
});

const overlapHours = z
  .number({ error: 'overlapHours must be a whole number of hours from 0 to 168.' })
  .int({ error: 'overlapHours must be a whole number of hours from 0 to 168.' })
  .min(0, { error: 'overlapHours must be a whole number of hours from 0 to 168.' })
  .max(168, { error: 'overlapHours must be a whole number of hours from 0 to 168.' })
  .optional()
  .meta({ default: 24 });

export const RollApiKeyBody = jsonBody({ overlapHours, ...freshFactor });
export const AdminRollApiKeyBody = jsonBody({ overlapHours });

const limit = (field: string) =>
  z
    .number({ error: `${field} must be a whole number from 1 to 100000, or null.` })
    .int({ error: `${field} must be a whole number from 1 to 100000, or null.` })
    .min(1, { error: `${field} must be a whole number from 1 to 100000, or null.` })
    .max(100_000, { error: `${field} must be a whole number from 1 to 100000, or null.` })
    .nullish();

export const ApiKeyLimitsBody = jsonBody({
  requestsPerMinute: limit('requestsPerMinute'),
  ordersPerMinute: limit('ordersPerMinute'),
});

export const AdminApiKeysQuery = z.object({
  userId: z
    .preprocess(
      (raw) =>
        raw === undefined || raw === ''
          ? undefined
          : typeof raw === 'string' && /^\d{1,9}$/.test(raw)
            ? Number(raw)
            : NaN,
      z.number({ error: 'userId must be a user id.' }).int().min(1, { error: 'userId must be a user id.' }).optional(),
    )
    .meta({ description: "One user's keys; absent: every account's." }),
});

export const CreatedApiKeyAnswer = z
  .object({
    id: z.number().int(),
    key: z.string().meta({ description: 'gas_live_…: shown this once, never again.' }),
  })
  .meta({ id: 'CreatedApiKey' });

export const RolledApiKeyAnswer = z
  .object({ key: z.string().meta({ description: 'The new key, shown this once.' }) })
  .meta({ id: 'RolledApiKey' });

export const ApiKey = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    name: z.string(),
    scopes: z.array(z.string()),
    lastFour: z.string().meta({ description: 'The last four characters of the key.' }),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
    lastUsedAt: z.string().nullable().meta({ description: 'The last successful use, to the minute.' }),
    previousExpiresAt: z
      .string()
      .nullable()
      .meta({ description: 'After a roll: when the key it replaced stops working (null when none does).' }),
    allowedAddresses: z.array(z.string()),
    requestsPerMinute: z.number().int().nullable(),
    ordersPerMinute: z.number().int().nullable(),
  })
  .meta({ id: 'ApiKey' });
