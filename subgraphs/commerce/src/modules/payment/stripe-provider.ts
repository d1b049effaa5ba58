import Stripe from 'stripe';
import type { DepositRequest, DepositStart, PaymentProvider, ProviderEvent } from './payment-provider';
import { WebhookSignatureError } from './payment-provider';

/** The parts of the Stripe client the provider uses; tests hand in a fake for the API calls. */
export interface StripeClientLike {
  checkout: { sessions: { create: Stripe['checkout']['sessions']['create'] } };
  refunds: { create: Stripe['refunds']['create'] };
}

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where Stripe sends the payer back (`{PUBLIC_URL}/account/wallet?deposit=...`). */
  successUrl: string;
  cancelUrl: string;
  /** Tests only: replaces the API client (checkout and refunds); webhook verification is always the package's. */
  client?: StripeClientLike;
}

/** Stripe accepts Checkout Sessions that expire between 30 minutes and 24 hours after creation. */
const CHECKOUT_LIFETIME_S = 60 * 60;

/**
 * Stripe Checkout: a deposit opens a Checkout Session (the payer pays on Stripe's page); the
 * signed `checkout.session.*` webhook confirms it; `charge.refunded` and `charge.dispute.created`
 * take money back out of the wallet (`PaymentService.applyEvent`). Signatures are checked by the official
 * package (HMAC-SHA256 compared in constant time, 5-minute tolerance against replays of old
 * signatures); a replay of a valid event is stopped by the event id's unique index.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;
  private readonly client: StripeClientLike;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey);
    this.client = options.client ?? this.stripe;
  }

  async startDeposit(request: DepositRequest): Promise<DepositStart> {
    const session = await this.client.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: String(request.paymentId),
        metadata: { paymentId: String(request.paymentId), userId: String(request.userId) },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountCents,
              product_data: { name: 'Wallet top-up' },
            },
          },
        ],
        success_url: this.options.successUrl,
        cancel_url: this.options.cancelUrl,
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_S,
      },
      // A retry of the same payment opens the same session, not a second one.
      { idempotencyKey: `deposit-${request.paymentId}` },
    );
    if (!session.url) throw new Error(`Stripe returned no checkout URL for session ${session.id}`);
    return { kind: 'redirect', providerRef: session.id, checkoutUrl: session.url };
  }

  verifyWebhook(rawBody: string, signature: string): ProviderEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError();
      throw new WebhookSignatureError('Malformed webhook payload.');
    }
    return toProviderEvent(event);
  }

  async refund(payment: { id: number; providerPaymentRef?: string | null; amountCents: number }): Promise<void> {
    if (!payment.providerPaymentRef) throw new Error(`payment ${payment.id} has no Stripe payment intent to refund`);
    await this.client.refunds.create(
      { payment_intent: payment.providerPaymentRef, amount: payment.amountCents },
      { idempotencyKey: `refund-${payment.id}` },
    );
  }
}

const CHECKOUT_EVENTS: Partial<Record<string, ProviderEvent['type']>> = {
  'checkout.session.completed': 'confirmed',
  'checkout.session.async_payment_succeeded': 'confirmed',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Money taken back at Stripe: a refund made in the Stripe dashboard (`charge.refunded`, with the
 * charge's total refunded so far) or a chargeback (`charge.dispute.created`, with the amount
 * disputed). Both name the payment intent the deposit's confirmation recorded.
 */
function toReversal(event: Stripe.Event): ProviderEvent | null {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    return {
      eventId: event.id,
      type: 'reversed',
      paymentId: null,
      providerPaymentRef: idOf(charge.payment_intent),
      amountCents: charge.amount_refunded,
      currency: charge.currency,
      rawType: event.type,
      reversal: { kind: 'refund', reference: charge.id },
    };
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object;
    return {
      eventId: event.id,
      type: 'reversed',
      paymentId: null,
      providerPaymentRef: idOf(dispute.payment_intent),
      amountCents: dispute.amount,
      currency: dispute.currency,
      rawType: event.type,
      reversal: { kind: 'dispute', reference: dispute.id },
    };
  }
  return null;
}

function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const reversal = toReversal(event);
  if (reversal) return reversal;
  let type = CHECKOUT_EVENTS[event.type] ?? 'ignored';
  if (type === 'ignored') return { eventId: event.id, type, paymentId: null, rawType: event.type };
  const session = event.data.object as Stripe.Checkout.Session;
  // A completed session paid by a delayed method (bank debit) is confirmed by a later event.
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') type = 'ignored';
  const paymentId = Number(session.client_reference_id ?? session.metadata?.paymentId);
  const intent = session.payment_intent;
  return {
    eventId: event.id,
    type,
    paymentId: Number.isSafeInteger(paymentId) && paymentId > 0 ? paymentId : null,
    providerRef: session.id,
    providerPaymentRef: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountCents: session.amount_total,
    currency: session.currency,
    rawType: event.type,
  };
}
