import { z } from 'zod';
import { idParam, jsonBody, text } from './fields';

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
