import { createHash } from 'node:crypto';
import { type Request, type Response, Router } from 'express';
import type { AuditLog } from '../../audit/audit-log';
import {
  CheckoutCartDocument,
  type FacadeOrderFieldsFragment,
  GetUserOrdersDocument,
  GetWalletDocument,
  SubmitClaimDocument,
} from '../../generated/graphql';
import { IDEMPOTENCY_HEADER } from '../../middleware/idempotency';
import type { FacadeDeps } from '../facade-deps';
import { claimToRest } from '../mappers';
import { type RefusalAnswer, refusalProblemParts } from '../refusals';
import { mount } from '../route-spec';
import { type ApiKeyCaller, requireScope } from './bearer';
import { claimRefusalProblem } from './claims';
import { keyOwnerContext } from './context';
import { Problem } from './problem';
import { V1_ROUTES } from './registry';

export const ORDER_NOT_FOUND = 'Order not found.';
export const NOT_DELIVERED = 'This order has no credentials to read: it has not been delivered, or it was cancelled.';

/** Each purchase refusal as a problem: the facade's status and details, the union member as the code. */
function refusalProblem(refusal: RefusalAnswer): Problem {
  const { status, code, details } = refusalProblemParts(refusal);
  return new Problem(status, code, refusal.message, details);
}

/** The order without its credentials (they need `credentials:read`). */
function v1Order(order: Omit<FacadeOrderFieldsFragment, 'accountDetails'> & { accountDetails?: unknown }) {
  const { id, userId, productId, totalPrice, status, deliveryStatus, deliveryMethod, accountDelivered } = order;
  const { orderDate, deliveryNotes, cancelReason, product } = order;
  return {
    id,
    userId,
    productId,
    totalPrice,
    status,
    deliveryStatus,
    deliveryMethod,
    accountDelivered,
    orderDate,
    deliveryNotes: deliveryNotes ?? null,
    cancelReason: cancelReason ?? null,
    product: product ? { ...product } : null,
  };
}

/**
 * The key's own Idempotency-Key, as commerce keeps it with the orders: scoped to the API key (another
 * key's identical value is another purchase), hashed so any 255 characters fit commerce's 255.
 */
function commerceKey(caller: ApiKeyCaller, key: string): string {
  return `v1-${caller.keyId}-${createHash('sha256').update(key).digest('base64url')}`;
}

/**
 * `POST /api/v1/orders`, a claim on an order (`POST /api/v1/orders/{id}/claims`) and the owner's reads (docs/api.md "The reseller API"). A purchase is the
 * cart's: one all-or-nothing `checkoutCart` of `quantity` units of the product, from the owner's
 * wallet, with the key handed to commerce so a purchase is exactly-once even past the gateway's
 * record of the key.
 */
export function v1OrderRoutes(deps: Pick<FacadeDeps, 'server'> & { audit: AuditLog }): Router {
  const { server, audit } = deps;
  const router = Router();

  /** The owner's order with this id, or a 404 (another owner's order is answered the same as none). */
  async function ownOrder(req: Request, res: Response, id: number) {
    const caller = res.locals.apiKey as ApiKeyCaller;
    const data = await server.run(GetUserOrdersDocument, { userId: caller.userId }, keyOwnerContext(req, res));
    const order = data.ordersByUser.find((candidate) => candidate.id === id);
    if (!order) throw new Problem(404, 'NOT_FOUND', ORDER_NOT_FOUND);
    return order;
  }

  mount(router, V1_ROUTES.v1PlaceOrder, async ({ body }, req, res) => {
    const caller = res.locals.apiKey as ApiKeyCaller;
    const key = req.header(IDEMPOTENCY_HEADER)!;
    const data = await server.run(
      CheckoutCartDocument,
      {
        input: {
          items: [{ productId: body.productId, quantity: body.quantity }],
          idempotencyKey: commerceKey(caller, key),
        },
      },
      keyOwnerContext(req, res),
    );
    const answer = data.checkoutCart;
    if (answer.__typename !== 'CheckoutCartSuccess') throw refusalProblem(answer);
    res.status(201).json({ orders: answer.orders.map(v1Order) });
  });

  mount(router, V1_ROUTES.v1Order, async ({ params }, req, res) => {
    requireScope(res, 'orders:read');
    res.json(v1Order(await ownOrder(req, res, params.id)));
  });

  mount(router, V1_ROUTES.v1OrderCredentials, async ({ params }, req, res) => {
    requireScope(res, 'credentials:read');
    const caller = res.locals.apiKey as ApiKeyCaller;
    const order = await ownOrder(req, res, params.id);
    if (!order.accountDetails) throw new Problem(409, 'NOT_DELIVERED', NOT_DELIVERED);
    // Audited as every credential reveal is (gateway audit log, `credentials.reveal`), naming the key.
    await audit.record([
      {
        userId: caller.userId,
        action: 'credentials.reveal',
        target: `order:${order.id}`,
        details: `api key ${caller.keyId}`,
        ip: req.ip ?? '',
        outcome: 'ok',
      },
    ]);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ orderId: order.id, accountDetails: order.accountDetails });
  });

  // The cookie route's claim without its file (JSON only): the same warranty rules in commerce.
  mount(router, V1_ROUTES.v1SubmitClaim, async ({ params, body }, req, res) => {
    const input = { orderId: params.id, reason: body.reason, message: body.message, attachmentId: null };
    const { submitClaim: answer } = await server.run(SubmitClaimDocument, { input }, keyOwnerContext(req, res));
    if (answer.__typename !== 'Claim') throw claimRefusalProblem(answer);
    const { __typename: _type, ...claim } = answer;
    res.status(201).json(claimToRest(claim));
  });

  mount(router, V1_ROUTES.v1Wallet, async (_input, req, res) => {
    requireScope(res, 'wallet:read');
    const caller = res.locals.apiKey as ApiKeyCaller;
    const data = await server.run(GetWalletDocument, { userId: caller.userId }, keyOwnerContext(req, res));
    const { userId, balance, onHold, holdReason } = data.wallet;
    res.json({ userId, balance, onHold, holdReason: holdReason ?? null });
  });

  return router;
}
