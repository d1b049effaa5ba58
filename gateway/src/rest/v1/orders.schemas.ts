import { z } from 'zod';
import { jsonBody } from '../schemas/fields';

/** Units one order request may buy: commerce's checkout limit (MAX_CART_ITEMS). */
export const V1_MAX_QUANTITY = 20;

const INVALID_PRODUCT = 'productId must be a product id (a whole number from 1).';
const INVALID_QUANTITY = `quantity must be a whole number from 1 to ${V1_MAX_QUANTITY}.`;

/** `POST /api/v1/orders`: numbers only (no numeric strings, no fractions), so a lie is a 400 naming the field. */
export const V1OrderBody = jsonBody({
  productId: z
    .number({ error: INVALID_PRODUCT })
    .int({ error: INVALID_PRODUCT })
    .min(1, { error: INVALID_PRODUCT })
    .max(2_147_483_647, { error: INVALID_PRODUCT }),
  quantity: z
    .number({ error: INVALID_QUANTITY })
    .int({ error: INVALID_QUANTITY })
    .min(1, { error: INVALID_QUANTITY })
    .max(V1_MAX_QUANTITY, { error: INVALID_QUANTITY })
    .meta({ description: `Units to buy, 1 to ${V1_MAX_QUANTITY}; each unit is its own order.` }),
});
