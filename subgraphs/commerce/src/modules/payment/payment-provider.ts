/** What commerce asks of a payment provider, whichever it is (see `payment-config.ts`). */
export interface DepositRequest {
  paymentId: number;
  userId: number;
  amountCents: number;
  currency: string;
  paymentMethod: string;
}

export type DepositStart =
  /** The provider confirmed already (the test provider): this event is applied at once. */
  | { kind: 'confirmed'; event: ProviderEvent }
  /** The payer completes the payment at `checkoutUrl`; a signed webhook confirms it later. */
  | { kind: 'redirect'; providerRef: string; checkoutUrl: string };

/** A verified provider event, reduced to what the shop acts on. */
export interface ProviderEvent {
  /** The provider's event id: each is applied once (`payment_event` unique index). */
  eventId: string;
  type: 'confirmed' | 'failed' | 'expired' | 'reversed' | 'ignored';
  /** Our payment id, as we handed it to the provider. */
  paymentId: number | null;
  /** The provider's reference of the checkout, checked against the payment's. */
  providerRef?: string | null;
  /** The captured payment (to refund it later). */
  providerPaymentRef?: string | null;
  /** What the provider says was paid; a confirmation for another amount credits nothing. */
  amountCents?: number | null;
  currency?: string | null;
  /** The provider's own name of the event, kept in `payment_event.type`. */
  rawType: string;
  /**
   * A `reversed` event: money of a confirmed deposit taken back at the provider (found by
   * `providerPaymentRef`). A `refund` gives the charge's total refunded so far in `amountCents`;
   * a `dispute` (chargeback) the amount disputed.
   */
  reversal?: { kind: 'refund' | 'dispute'; reference: string };
}

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: string;
  startDeposit(request: DepositRequest): Promise<DepositStart>;
  /** Verifies a webhook's signature (constant time) over the raw body and parses it; throws `WebhookSignatureError`. */
  verifyWebhook(rawBody: string, signature: string): ProviderEvent;
  /** Gives a confirmed deposit's money back to the payer; safe to call again for the same payment. */
  refund(payment: { id: number; providerPaymentRef?: string | null; amountCents: number }): Promise<void>;
}
