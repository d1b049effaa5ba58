import { Router } from 'express';
import { GetUserOrdersDocument, PlaceOrderDocument } from '../generated/graphql';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade';
import { orderToRest } from './mappers';
import { assertSelfOrAdmin, body, idParam, stringField } from './params';

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
    const data = await server.run(PlaceOrderDocument, { input: { productId, expectedPrice, deliveryMethod } }, context(req, res));
    res.status(201).json(orderToRest(data.placeOrder));
  });

  router.get('/orders/user/:userId', async (req, res) => {
    const userId = idParam(req, 'userId', 'user id');
    assertSelfOrAdmin(req, userId);
    const data = await server.run(GetUserOrdersDocument, { userId }, context(req, res));
    res.json(data.ordersByUser.map(orderToRest));
  });

  return router;
}
