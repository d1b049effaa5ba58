import { z } from 'zod';
import { idParam, jsonBody } from './fields';

/** Restock alerts (docs/api.md "Restock alerts"). */

const INVALID_PRODUCT = 'Invalid product id.';
const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .max(max, { error: `${name} is too long.` })
    .nullable()
    .optional();

const AlertFilterBody = z.object(
  {
    gameSlug: optionalText('gameSlug', 32),
    server: optionalText('server', 8),
    accountType: optionalText('accountType', 32),
    subCategory: optionalText('subCategory', 32),
    skins: z
      .array(z.string({ error: 'skins must be a list of skin names.' }), {
        error: 'skins must be a list of skin names.',
      })
      .max(10, { error: 'Choose at most 10 skins.' })
      .nullable()
      .optional(),
    minBlueEssence: z
      .number({ error: 'minBlueEssence must be a whole number of 0 or more.' })
      .int({ error: 'minBlueEssence must be a whole number of 0 or more.' })
      .min(0, { error: 'minBlueEssence must be a whole number of 0 or more.' })
      .nullable()
      .optional(),
  },
  { error: 'filter must be an object.' },
);

export const CreateAlertBody = jsonBody({
  productId: z
    .preprocess(
      (value) => (value === undefined || value === null ? undefined : Number(value)),
      z.number({ error: INVALID_PRODUCT }).int({ error: INVALID_PRODUCT }).min(1, { error: INVALID_PRODUCT }),
    )
    .optional(),
  filter: AlertFilterBody.optional(),
});

export const AlertIdParams = z.object({ id: idParam('alert id') });

export const RestockAlert = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    productId: z.number().int().nullable(),
    filter: z
      .object({
        gameSlug: z.string().nullable(),
        server: z.string().nullable(),
        accountType: z.string().nullable(),
        subCategory: z.string().nullable(),
        skins: z.array(z.string()).nullable(),
        minBlueEssence: z.number().int().nullable(),
      })
      .nullable(),
    status: z.string().meta({ description: 'waiting | notified | cancelled | expired' }),
    notifiedProductId: z.number().int().nullable(),
    notifiedAt: z.string().nullable(),
    createdAt: z.string(),
    expiresAt: z
      .string()
      .meta({ description: 'A waiting alert expires (status `expired`) 90 days after it was made.' }),
  })
  .meta({ id: 'RestockAlert' });
