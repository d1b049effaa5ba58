import type { Request, RequestHandler, Response } from 'express';
import type { PaintedOrder } from '@shop/shared';
import type { GetPaintedOrdersQuery } from '../generated/graphql';

/** How many orders the first paint shows: more than a phone's or a desktop's first screen holds. */
export const PAINTED_ORDERS = 10;

export interface SignedInOrdersDeps {
  /** The session handlers of /api (the cookie session, then the user's fresh rights), run for the page. */
  session: RequestHandler[];
  /** The list's operation (GetPaintedOrders) with this request's identity: the subgraph's owner check applies. */
  orders(userId: number, req: Request, res: Response): Promise<GetPaintedOrdersQuery['ordersByUser']>;
}

/** Runs express handlers one after another on a page's request; rejects when one passes an error. */
function runHandlers(handlers: RequestHandler[], req: Request, res: Response): Promise<void> {
  return handlers.reduce(
    (before, handler) =>
      before.then(
        () =>
          new Promise<void>((resolve, reject) => {
            void handler(req, res, (error?: unknown) =>
              error ? reject(error instanceof Error ? error : new Error('session handler failed')) : resolve(),
            );
          }),
      ),
    Promise.resolve(),
  );
}

/** The rows' fields the list shows before a click: never credentials, delivery notes or the dialog's fields. */
export function toPaintedOrder(order: GetPaintedOrdersQuery['ordersByUser'][number]): PaintedOrder {
  return {
    id: order.id,
    title: order.product.title,
    productCode: order.product.productCode,
    orderDate: order.orderDate,
    totalPrice: order.totalPrice,
    status: order.status,
    claimStatus: order.claims.at(-1)?.status ?? null,
  };
}

/**
 * The signed-in user's first orders for the first paint of `/account/orders`, or null without a
 * valid session. The page's request gets the session /api requests get (the page has no session
 * handlers of its own); a response already sent (the page did not wait) runs no operation.
 */
export function signedInOrders(deps: SignedInOrdersDeps) {
  return async (req: Request, res: Response): Promise<PaintedOrder[] | null> => {
    await runHandlers(deps.session, req, res);
    const userId = req.session?.userId;
    if (userId === undefined || userId === null || res.headersSent) return null;
    const orders = await deps.orders(userId, req, res);
    return orders.slice(0, PAINTED_ORDERS).map(toPaintedOrder);
  };
}
