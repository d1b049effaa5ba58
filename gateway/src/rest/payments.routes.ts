import express, { Router } from 'express';
import { PaymentWebhookDocument, RefundDepositDocument, RefundOrderDocument } from '../generated/graphql';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { transactionToRest } from './mappers';
import { body, idParam, stringField } from './params';

/** Path of Stripe's webhook, relative to /api (docs/api.md "Going live with Stripe"). */
export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';

/**
 * Stripe's webhook. Mounted before the session and anti-forgery middleware: Stripe has neither,
 * the signature over the raw bytes is its proof, and commerce verifies it (the facade only hands
 * the body over unchanged, which is why it is read raw and not as JSON).
 */
export function paymentWebhookRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();
  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const signature = req.header('stripe-signature');
    if (!signature || !Buffer.isBuffer(req.body))
      throw new OperationError(400, 'Missing Stripe-Signature header or body.', 'BAD_USER_INPUT');
    const payload = req.body.toString('utf8');
    await server.run(PaymentWebhookDocument, { input: { provider: 'stripe', payload, signature } }, context(req, res));
    res.json({ received: true });
  });
  return router;
}

/** Admin refunds: each posts one reversing ledger entry and answers it (as `GET /api/transactions/{userId}` lists them). */
export function paymentRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();

  router.post('/orders/:id/refund', async (req, res) => {
    const input = { orderId: idParam(req, 'id', 'order id'), reason: stringField(body(req), 'reason') || undefined };
    const data = await server.run(RefundOrderDocument, { input }, context(req, res));
    res.json(transactionToRest(data.refundOrder));
  });

  router.post('/payments/:id/refund', async (req, res) => {
    const input = {
      paymentId: idParam(req, 'id', 'payment id'),
      reason: stringField(body(req), 'reason') || undefined,
    };
    const data = await server.run(RefundDepositDocument, { input }, context(req, res));
    res.json(transactionToRest(data.refundDeposit));
  });

  return router;
}
