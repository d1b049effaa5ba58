import type { DepositRequest, DepositStart, PaymentProvider, ProviderEvent } from './payment-provider';
import { WebhookSignatureError } from './payment-provider';

/**
 * Confirms every deposit at once, with no money involved: chosen explicitly by `npm start` and the
 * tests (`PAYMENT_PROVIDER=test`, never a default; a banner says so at start), so the spec's
 * 'Deposit successful' flow works without a payment account. Refused in production unless
 * explicitly enabled (`payment-config.ts`).
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  async startDeposit(request: DepositRequest): Promise<DepositStart> {
    return {
      kind: 'confirmed',
      event: {
        eventId: `test_${request.paymentId}`,
        type: 'confirmed',
        paymentId: request.paymentId,
        amountCents: request.amountCents,
        currency: request.currency,
        rawType: 'test.confirmed',
      },
    };
  }

  verifyWebhook(): ProviderEvent {
    // Nothing outside may confirm a test deposit.
    throw new WebhookSignatureError('The test payment provider takes no webhooks.');
  }

  async refund(): Promise<void> {}
}
