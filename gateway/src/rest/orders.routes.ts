import { Router, type Request } from 'express';
import {
  CancelOrderDocument,
  CheckoutCartDocument,
  DeliverOrderDocument,
  GetAdminOrderDocument,
  GetAllOrdersDocument,
  GetOrderCredentialsDocument,
  GetUserOrdersDocument,
  PlaceOrderDocument,
  StartOrderProcessingDocument,
} from '../generated/graphql';
import { IDEMPOTENCY_HEADER } from '../middleware/idempotency';
import { withAdminPassword } from './admin.routes';
import type { FacadeDeps } from './facade-deps';
import { adminOrderToRest, orderToRest, userOrderToRest } from './mappers';
import { assertSelfOrAdmin } from './params';
import { refusalError } from './refusals';
import { ROUTES } from './registry';
import { mount } from './route-spec';

/**
 * The request's Idempotency-Key (checked by the idempotency middleware), handed to commerce, which
 * keeps it with the orders: a purchase that committed while the gateway answered 5xx (which frees
 * the gateway's record of the key) is answered again on retry, not bought again.
 */
const idempotencyKey = (req: Request) => req.header(IDEMPOTENCY_HEADER) || undefined;

export function orderRoutes(deps: FacadeDeps): Router {
  const { server, context } = deps;
  const router = Router();

  /**
   * Always charges the session user: a `userId` in the body is accepted for compatibility with the
   * documented payload but never decides whose wallet pays.
   */
  mount(router, ROUTES.placeOrder, async ({ body }, req, res) => {
    const data = await server.run(
      PlaceOrderDocument,
      { input: { ...body, idempotencyKey: idempotencyKey(req) } },
      context(req, res),
    );
    const answer = data.placeOrder;
    if (answer.__typename !== 'Order') throw refusalError(answer);
    res.status(201).json(orderToRest(answer));
  });

  /**
   * The cart: every item bought in one all-or-nothing purchase (one order per item). Body
   * `{ items: [{ productId, expectedPrice? }] }`; duplicates, an empty cart and more than 20 items
   * are 400s, and a refusal names the item it is about.
   */
  mount(router, ROUTES.checkout, async ({ body }, req, res) => {
    const data = await server.run(
      CheckoutCartDocument,
      { input: { items: body.items, idempotencyKey: idempotencyKey(req) } },
      context(req, res),
    );
    const answer = data.checkoutCart;
    if (answer.__typename !== 'CheckoutCartSuccess') throw refusalError(answer, { aboutItem: true });
    res.status(201).json({ orders: answer.orders.map(orderToRest) });
  });

  mount(router, ROUTES.userOrders, async ({ params: { userId } }, req, res) => {
    assertSelfOrAdmin(req, userId);
    const data = await server.run(GetUserOrdersDocument, { userId }, context(req, res));
    res.json(data.ordersByUser.map(userOrderToRest));
  });

  /** Admin: every order with buyer and product, newest first (never credentials). */
  mount(router, ROUTES.adminOrders, async ({ query }, req, res) => {
    const data = await server.run(GetAllOrdersDocument, { filter: query }, context(req, res));
    res.json(data.adminOrders.map(adminOrderToRest));
  });

  /** Admin: one order with buyer and product (never credentials). */
  mount(router, ROUTES.adminOrder, async ({ params }, req, res) => {
    const data = await server.run(GetAdminOrderDocument, { id: params.id }, context(req, res));
    res.json(adminOrderToRest(data.adminOrder));
  });

  /** Admin: one order's credentials, re-authenticated (or X-Admin-Password), for a reason; audited and throttled. */
  mount(router, ROUTES.orderCredentials, async ({ params, query }, req, res) => {
    const data = await server.run(
      GetOrderCredentialsDocument,
      { orderId: params.id, reason: query.reason ?? '' },
      await withAdminPassword(deps, req, res),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json(data.orderCredentials);
  });

  /** Admin: manual delivery of an undelivered order, with optional `deliveryNotes` for the buyer; the buyer is e-mailed. */
  mount(router, ROUTES.deliverOrder, async ({ params, body }, req, res) => {
    const input = { orderId: params.id, ...body };
    const data = await server.run(DeliverOrderDocument, { input }, context(req, res));
    res.json(orderToRest(data.deliverOrder));
  });

  /** Admin: an admin takes a waiting order on (status `processing`). */
  mount(router, ROUTES.processOrder, async ({ params }, req, res) => {
    const data = await server.run(StartOrderProcessingDocument, { orderId: params.id }, context(req, res));
    res.json(orderToRest(data.startOrderProcessing));
  });

  /** Admin: cancels an undelivered order `{ reason }`: price back to the wallet, stock returned, buyer e-mailed. */
  mount(router, ROUTES.cancelOrder, async ({ params, body }, req, res) => {
    const input = { orderId: params.id, reason: body.reason };
    const data = await server.run(CancelOrderDocument, { input }, context(req, res));
    res.json(orderToRest(data.cancelOrder));
  });

  return router;
}
