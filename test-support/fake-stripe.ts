import Stripe from 'stripe';
import type { StripeClientLike } from '../subgraphs/commerce/src/modules/payment/stripe-provider';

/**
 * Stands in for Stripe's API (checkout sessions, refunds) only, recording what the shop asked;
 * the webhook signatures stay the real package's (`stripeSigner`).
 */
export function fakeStripeApi(sessionPrefix = 'cs_test') {
  const sessions: Array<{ id: string; params: Stripe.Checkout.SessionCreateParams }> = [];
  const refunds: Stripe.RefundCreateParams[] = [];
  const client = {
    checkout: {
      sessions: {
        create: async (params: Stripe.Checkout.SessionCreateParams) => {
          const id = `${sessionPrefix}_${sessions.length + 1}`;
          sessions.push({ id, params });
          return { id, url: `https://checkout.stripe.test/c/pay/${id}` };
        },
      },
    },
    refunds: {
      create: async (params: Stripe.RefundCreateParams) => {
        refunds.push(params);
        return { id: `re_${refunds.length}` };
      },
    },
  };
  return { client: client as unknown as StripeClientLike, sessions, refunds };
}

/** The `Stripe-Signature` header Stripe would send with `payload` for the webhook secret `secret`. */
export function stripeSigner(secret: string): (payload: string) => string {
  const helpers = new Stripe('sk_test_signer');
  return (payload) => helpers.webhooks.generateTestHeaderString({ payload, secret });
}

/** A webhook event's body as Stripe sends it. */
export const stripeEvent = (id: string, type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
