import { parseCents } from '@shop/shared';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider, type StripeClientLike } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

/** Default per-account deposit limit over any 24 hours, in cents (1000.00 USD). */
export const DEFAULT_DAILY_DEPOSIT_LIMIT_CENTS = 100_000;

export interface PaymentOptions {
  /** `test` (default) or `stripe`. */
  provider?: 'test' | 'stripe';
  /** Deposits per account over 24 hours, in cents; 0 or `limitsOff` disables the limit. */
  dailyDepositLimitCents?: number;
  /** `RATE_LIMITS=off`: no per-account limits (load tests, benchmarks; never in production). */
  limitsOff?: boolean;
  stripe?: { secretKey: string; webhookSecret: string; publicUrl: string; client?: StripeClientLike };
}

export interface PaymentSettings {
  provider: PaymentProvider;
  dailyDepositLimitCents: number;
}

/** Payment options from the environment (see README "Configuration"). */
export function paymentOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentOptions {
  const limit = env.DAILY_DEPOSIT_LIMIT;
  const limitCents = limit === undefined || limit === '' ? undefined : parseCents(limit);
  if (limitCents === null) throw new Error(`DAILY_DEPOSIT_LIMIT must be an amount such as 1000.00, got ${JSON.stringify(limit)}`);
  const provider = env.PAYMENT_PROVIDER || 'test';
  if (provider !== 'test' && provider !== 'stripe') throw new Error(`PAYMENT_PROVIDER must be test or stripe, got ${JSON.stringify(provider)}`);
  return {
    provider,
    dailyDepositLimitCents: limitCents,
    limitsOff: env.RATE_LIMITS === 'off',
    stripe:
      provider === 'stripe'
        ? { secretKey: env.STRIPE_SECRET_KEY ?? '', webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '', publicUrl: env.PUBLIC_URL ?? '' }
        : undefined,
  };
}

/**
 * Builds the configured provider, refusing at start-up what would let money in for free: the
 * test provider in production (unless PAYMENTS_TEST_PROVIDER_IN_PRODUCTION=true) and a Stripe
 * provider without its keys or a public address to send payers back to.
 */
export function paymentSettings(options: PaymentOptions = {}, env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  const limitCents = options.limitsOff ? 0 : (options.dailyDepositLimitCents ?? DEFAULT_DAILY_DEPOSIT_LIMIT_CENTS);
  if ((options.provider ?? 'test') === 'test') {
    if (env.NODE_ENV === 'production' && env.PAYMENTS_TEST_PROVIDER_IN_PRODUCTION !== 'true') {
      throw new Error(
        'PAYMENT_PROVIDER=test credits deposits without any payment and is refused in production: set PAYMENT_PROVIDER=stripe ' +
          '(see README "Going live with Stripe"), or PAYMENTS_TEST_PROVIDER_IN_PRODUCTION=true for a demo.',
      );
    }
    return { provider: new TestPaymentProvider(), dailyDepositLimitCents: limitCents };
  }
  const stripe = options.stripe;
  if (!stripe?.secretKey || !stripe.webhookSecret) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  if (!stripe.publicUrl) throw new Error('PAYMENT_PROVIDER=stripe needs PUBLIC_URL (where Stripe sends the payer back)');
  const base = stripe.publicUrl.replace(/\/+$/, '');
  return {
    provider: new StripePaymentProvider({
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      successUrl: `${base}/account/wallet?deposit=success`,
      cancelUrl: `${base}/account/wallet?deposit=cancelled`,
      client: stripe.client,
    }),
    dailyDepositLimitCents: limitCents,
  };
}
