import { z } from 'zod';
import { idParam, jsonBody, optionalText, queryText, text } from './fields';

/** Purchases, the cart, order reads and the admin's order actions (docs/api.md "Cart", "Users and orders"). */

const INVALID_PRODUCT = 'Invalid product id.';

/** A product id from a JSON body: a number or its text (`Invalid product id.`). */
const productId = z.preprocess(
  (value) => Number(value),
  z.number({ error: INVALID_PRODUCT }).int({ error: INVALID_PRODUCT }).min(1, { error: INVALID_PRODUCT }),
);

export const PlaceOrderBody = jsonBody({
  productId,
  expectedPrice: optionalText().meta({ description: 'The price the buyer saw; a different price is refused.' }),
  deliveryMethod: optionalText(),
});

const CartItem = z.preprocess(
  (value) => (value && typeof value === 'object' ? value : {}),
  z.object({ productId, expectedPrice: optionalText() }),
);

export const CheckoutBody = jsonBody({
  items: z.array(CartItem, { error: 'items must be a list of { productId, expectedPrice }.' }),
});

export const OrderIdParams = z.object({ id: idParam('order id') });

export const AdminOrderQuery = z.object({ search: queryText('search', 100), status: queryText('status') });

export const DeliverOrderBody = jsonBody({
  accountDetails: text(),
  deliveryNotes: optionalText().transform((value) => value ?? null),
});

export const CancelOrderBody = jsonBody({ reason: text() });

export const RefundBody = jsonBody({ reason: optionalText() });

export const PaymentIdParams = z.object({ id: idParam('payment id') });

const OrderProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  productCode: z.string().nullable(),
  gameSlug: z.string(),
  accountType: z.string(),
  subCategory: z.string(),
  server: z.string(),
});

/** An order as its buyer (and an admin) reads it; `accountDetails` only for them. */
export const Order = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    productId: z.number().int(),
    totalPrice: z.string(),
    status: z.string(),
    deliveryStatus: z.string(),
    deliveryMethod: z.string(),
    accountDelivered: z.boolean(),
    accountDetails: z.string().nullable(),
    orderDate: z.string(),
    deliveryNotes: z.string().nullable(),
    cancelReason: z.string().nullable(),
    product: OrderProduct.nullable(),
  })
  .meta({ id: 'Order' });

export const CheckoutAnswer = z.object({ orders: z.array(Order) }).meta({ id: 'Checkout' });

/** An entry of the admin's order list: buyer and product, never credentials. */
export const AdminOrder = Order.omit({ accountDetails: true })
  .extend({ user: z.object({ id: z.number().int(), username: z.string(), email: z.string() }).nullable() })
  .meta({ id: 'AdminOrder' });
