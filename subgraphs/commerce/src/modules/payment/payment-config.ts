import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider, type StripeClientLike } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

/** Default per-account deposit limit over any 24 hours, in cents (1000.00 USD). */
export const DEFAULT_DAILY_DEPOSIT_LIMIT_CENTS = 100_000;

export type PaymentProviderName = 'test' | 'stripe';

/** Printed when commerce starts without a provider chosen: it takes no deposits by default. */
export const PAYMENT_PROVIDER_MISSING =
  'PAYMENT_PROVIDER is not set, and commerce does not guess one: set PAYMENT_PROVIDER=stripe for real payments (with STRIPE_SECRET_KEY, ' +
  'STRIPE_WEBHOOK_SECRET and PUBLIC_URL; docs/api.md "Going live with Stripe"), or PAYMENT_PROVIDER=test for development and tests ' +
  '(deposits are credited without any payment; refused with NODE_ENV=production).';

/** Printed when per-account limits are switched off in production. */
export const RATE_LIMITS_OFF_IN_PRODUCTION =
  'RATE_LIMITS=off switches every per-account limit off and is refused with NODE_ENV=production: remove it (or set RATE_LIMITS=on). ' +
  'Benchmarks that must run production builds without limits set RATE_LIMITS_OFF_IN_PRODUCTION=true as well.';

let bannerShown = false;

/** The test provider says so at start, whatever LOG_LEVEL says: nobody should run it by accident. */
function testProviderBanner(): void {
  if (bannerShown) return;
  bannerShown = true;
  process.stdout.write(
    '*** PAYMENT_PROVIDER=test: deposits are credited WITHOUT any payment (development and tests only). ' +
      'Set PAYMENT_PROVIDER=stripe to take real payments. ***\n',
  );
}

export interface PaymentOptions {
  /** `stripe` or `test`; required (no default: a process without it refuses to start). */
  provider?: PaymentProviderName;
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

/** The payment variables of commerce's schema (src/env.ts), as parsed at start-up. */
export interface PaymentEnv {
  PAYMENT_PROVIDER: PaymentProviderName;
  DAILY_DEPOSIT_LIMIT: number;
  RATE_LIMITS: boolean;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  PUBLIC_URL?: string;
}

/** Payment options from the parsed environment (see docs/configuration.md). */
export function paymentOptionsOf(env: PaymentEnv): PaymentOptions {
  return {
    provider: env.PAYMENT_PROVIDER,
    dailyDepositLimitCents: env.DAILY_DEPOSIT_LIMIT,
    limitsOff: !env.RATE_LIMITS,
    stripe:
      env.PAYMENT_PROVIDER === 'stripe'
        ? {
            secretKey: env.STRIPE_SECRET_KEY ?? '',
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
            publicUrl: env.PUBLIC_URL ?? '',
          }
        : undefined,
  };
}

/**
 * Builds the configured provider, refusing at start-up what would let money in for free: no
 * provider chosen, the test provider in production (unless PAYMENTS_TEST_PROVIDER_IN_PRODUCTION=true)
 * and a Stripe provider without its keys or a public address to send payers back to.
 */
export function paymentSettings(options: PaymentOptions, env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  if (!options.provider) throw new Error(PAYMENT_PROVIDER_MISSING);
  if (options.limitsOff && env.NODE_ENV === 'production' && env.RATE_LIMITS_OFF_IN_PRODUCTION !== 'true')
    throw new Error(RATE_LIMITS_OFF_IN_PRODUCTION);
  const limitCents = options.limitsOff ? 0 : (options.dailyDepositLimitCents ?? DEFAULT_DAILY_DEPOSIT_LIMIT_CENTS);
  if (options.provider === 'test') {
    if (env.NODE_ENV === 'production' && env.PAYMENTS_TEST_PROVIDER_IN_PRODUCTION !== 'true') {
      throw new Error(
        'PAYMENT_PROVIDER=test credits deposits without any payment and is refused in production: set PAYMENT_PROVIDER=stripe ' +
          '(see docs/api.md "Going live with Stripe"), or PAYMENTS_TEST_PROVIDER_IN_PRODUCTION=true for a demo.',
      );
    }
    testProviderBanner();
    return { provider: new TestPaymentProvider(), dailyDepositLimitCents: limitCents };
  }
  const stripe = options.stripe;
  if (!stripe?.secretKey || !stripe.webhookSecret)
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  if (!stripe.publicUrl)
    throw new Error('PAYMENT_PROVIDER=stripe needs PUBLIC_URL (where Stripe sends the payer back)');
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
