import { z } from 'zod';
import { idParam, jsonBody, queryText, text } from './fields';

/** A product's credential units, one by one (admin only; docs/api.md "Admin catalogue"). */

export const UnitIdParams = z.object({ id: idParam('unit id') });

export const UnitCredentialsBody = jsonBody({ credentials: text() });

export const InventoryUnit = z
  .object({
    id: z.number().int(),
    status: z.string(),
    batchId: z.string().nullable(),
    line: z.number().int().nullable(),
    orderId: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'InventoryUnit', description: 'A credential unit, never with its credentials.' });

export const UnitCredentials = z.object({ credentials: z.string() }).meta({ id: 'UnitCredentials' });

/**
 * `?reason=` of a credential reveal: why the admin needs to see them, kept in the audit log
 * (required: commerce answers 400 when it is blank; at most 300 characters).
 */
export const RevealQuery = z.object({ reason: queryText('reason', 300) });

export const OrderCredentials = z
  .object({
    orderId: z.number().int(),
    unitId: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The unit the order holds now; null for a manual delivery.' }),
    credentials: z.string(),
  })
  .meta({ id: 'OrderCredentials' });

export const ClaimCredentials = z
  .object({
    claimId: z.number().int(),
    credentials: z.string().meta({ description: "The order's credentials before the claim's replacement." }),
  })
  .meta({ id: 'ClaimCredentials' });
