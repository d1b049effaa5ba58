import { Router, type Request } from 'express';
import {
  CancelOrderDocument,
  CheckoutCartDocument,
  DeliverOrderDocument,
  GetAdminOrderDocument,
  GetAllOrdersDocument,
  GetUserOrdersDocument,
  PlaceOrderDocument,
  StartOrderProcessingDocument,
} from '../generated/graphql';
import { IDEMPOTENCY_HEADER } from '../middleware/idempotency';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { adminOrderToRest, orderToRest } from './mappers';
import { assertSelfOrAdmin, body, idParam, queryParam, stringField } from './params';

/**
 * The request's Idempotency-Key (checked by the idempotency middleware), handed to commerce, which
 * keeps it with the orders: a purchase that committed while the gateway answered 5xx (which frees
 * the gateway's record of the key) is answered again on retry, not bought again.
 */
const idempotencyKey = (req: Request) => req.header(IDEMPOTENCY_HEADER) || undefined;

export function orderRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();

  /**
   * Always charges the session user: a `userId` in the body is accepted for compatibility with the
   * documented payload but never decides whose wallet pays.
   */
  router.post('/orders', async (req, res) => {
    const input = body(req);
    const productId = Number(input.productId);
    if (!Number.isSafeInteger(productId) || productId <= 0) {
      throw new OperationError(400, 'Invalid product id.', 'BAD_USER_INPUT');
    }
    const expectedPrice = stringField(input, 'expectedPrice') || undefined;
    const deliveryMethod = stringField(input, 'deliveryMethod') || undefined;
    const data = await server.run(
      PlaceOrderDocument,
      { input: { productId, expectedPrice, deliveryMethod, idempotencyKey: idempotencyKey(req) } },
      context(req, res),
    );
    res.status(201).json(orderToRest(data.placeOrder));
  });

  /**
   * The cart: every item bought in one all-or-nothing purchase (one order per item). Body
   * `{ items: [{ productId, expectedPrice? }] }`; duplicates, an empty cart and more than 20 items
   * are 400s, and a refusal names the item it is about.
   */
  router.post('/orders/checkout', async (req, res) => {
    const items = body(req).items;
    if (!Array.isArray(items))
      throw new OperationError(400, 'items must be a list of { productId, expectedPrice }.', 'BAD_USER_INPUT');
    const input = items.map((item: unknown) => {
      const fields = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
      const productId = Number(fields.productId);
      if (!Number.isSafeInteger(productId) || productId <= 0) {
        throw new OperationError(400, 'Invalid product id.', 'BAD_USER_INPUT');
      }
      return { productId, expectedPrice: stringField(fields, 'expectedPrice') || undefined };
    });
    const data = await server.run(
      CheckoutCartDocument,
      { input: { items: input, idempotencyKey: idempotencyKey(req) } },
      context(req, res),
    );
    res.status(201).json({ orders: data.checkoutCart.map(orderToRest) });
  });

  router.get('/orders/user/:userId', async (req, res) => {
    const userId = idParam(req, 'userId', 'user id');
    assertSelfOrAdmin(req, userId);
    const data = await server.run(GetUserOrdersDocument, { userId }, context(req, res));
    res.json(data.ordersByUser.map(orderToRest));
  });

  /** Admin: every order with buyer and product, newest first (credentials only in the single read). */
  router.get('/orders', async (req, res) => {
    const filter = { search: queryParam(req, 'search', 100), status: queryParam(req, 'status') };
    const data = await server.run(GetAllOrdersDocument, { filter }, context(req, res));
    res.json(data.adminOrders.map(adminOrderToRest));
  });

  /** Admin: one order with its credentials (the read is recorded in the audit log). */
  router.get('/orders/:id', async (req, res) => {
    const data = await server.run(GetAdminOrderDocument, { id: idParam(req, 'id', 'order id') }, context(req, res));
    res.json(orderToRest(data.adminOrder));
  });

  /** Admin: manual delivery of an undelivered order, with optional `deliveryNotes` for the buyer; the buyer is e-mailed. */
  router.post('/orders/:id/deliver', async (req, res) => {
    const fields = body(req);
    const input = {
      orderId: idParam(req, 'id', 'order id'),
      accountDetails: stringField(fields, 'accountDetails'),
      deliveryNotes: stringField(fields, 'deliveryNotes') || null,
    };
    const data = await server.run(DeliverOrderDocument, { input }, context(req, res));
    res.json(orderToRest(data.deliverOrder));
  });

  /** Admin: an admin takes a waiting order on (status `processing`). */
  router.post('/orders/:id/process', async (req, res) => {
    const data = await server.run(
      StartOrderProcessingDocument,
      { orderId: idParam(req, 'id', 'order id') },
      context(req, res),
    );
    res.json(orderToRest(data.startOrderProcessing));
  });

  /** Admin: cancels an undelivered order `{ reason }`: price back to the wallet, stock returned, buyer e-mailed. */
  router.post('/orders/:id/cancel', async (req, res) => {
    const input = { orderId: idParam(req, 'id', 'order id'), reason: stringField(body(req), 'reason') };
    const data = await server.run(CancelOrderDocument, { input }, context(req, res));
    res.json(orderToRest(data.cancelOrder));
  });

  return router;
}
