import express, { Router } from 'express';
import { PaymentWebhookDocument, RefundDepositDocument, RefundOrderDocument } from '../generated/graphql';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { transactionToRest } from './mappers';
import { ROUTES } from './registry';
import { mount } from './route-spec';

/** Path of Stripe's webhook, relative to /api (docs/api.md "Going live with Stripe"). */
export const STRIPE_WEBHOOK_PATH = ROUTES.stripeWebhook.path;

/**
 * Stripe's webhook. Mounted before the session and anti-forgery middleware: Stripe has neither,
 * the signature over the raw bytes is its proof, and commerce verifies it (the facade only hands
 * the body over unchanged, which is why it is read raw and not as JSON).
 */
export function paymentWebhookRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();
  const raw = express.raw({ type: () => true, limit: '1mb' });
  mount(
    router,
    ROUTES.stripeWebhook,
    async (_input, req, res) => {
      const signature = req.header('stripe-signature');
      if (!signature || !Buffer.isBuffer(req.body))
        throw new OperationError(400, 'Missing Stripe-Signature header or body.', 'BAD_USER_INPUT');
      const payload = req.body.toString('utf8');
      await server.run(
        PaymentWebhookDocument,
        { input: { provider: 'stripe', payload, signature } },
        context(req, res),
      );
      res.json({ received: true });
    },
    raw,
  );
  return router;
}

/** Admin refunds: each posts one reversing ledger entry and answers it (as `GET /api/transactions/{userId}` lists them). */
export function paymentRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();

  mount(router, ROUTES.refundOrder, async ({ params, body }, req, res) => {
    const data = await server.run(RefundOrderDocument, { input: { orderId: params.id, ...body } }, context(req, res));
    res.json(transactionToRest(data.refundOrder));
  });

  mount(router, ROUTES.refundDeposit, async ({ params, body }, req, res) => {
    const data = await server.run(
      RefundDepositDocument,
      { input: { paymentId: params.id, ...body } },
      context(req, res),
    );
    res.json(transactionToRest(data.refundDeposit));
  });

  return router;
}
