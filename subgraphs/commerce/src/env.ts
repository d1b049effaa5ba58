import path from 'node:path';
import { parseCents } from '@shop/shared';
import {
  flag,
  integer,
  onOff,
  oneOf,
  optionalText,
  processEnv,
  rateLimitsOffInProduction,
  secret,
  text,
  trustedIssuers,
  variable,
} from '@shop/server-kit';
import { PAYMENT_PROVIDER_MISSING, RATE_LIMITS_OFF_IN_PRODUCTION } from './modules/payment/payment-config';
import { OWASP_MINIMUM } from './modules/user/password';
import { passkeySettingsOf } from './modules/user/passkey-config';
import { DEFAULT_STAFF_SECOND_FACTOR_GRACE } from './modules/user/staff-second-factor';

/** Password hashing below OWASP's minimum is for tests: refused with NODE_ENV=production. */
function weakHashingInProduction(raw: Record<string, string | undefined>): string[] {
  if (raw.NODE_ENV !== 'production') return [];
  const memory = Number(raw.PASSWORD_HASH_MEMORY_KIB ?? OWASP_MINIMUM.memoryCost);
  const passes = Number(raw.PASSWORD_HASH_PASSES ?? OWASP_MINIMUM.timeCost);
  return memory < OWASP_MINIMUM.memoryCost || passes < OWASP_MINIMUM.timeCost
    ? [
        `PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_PASSES may not be below ${OWASP_MINIMUM.memoryCost} and ${OWASP_MINIMUM.timeCost} (OWASP's minimum for argon2id) with NODE_ENV=production`,
      ]
    : [];
}

/** Origins a browser would refuse for the relying party stop the start (the message says which). */
function passkeySettingsProblems(raw: Record<string, string | undefined>): string[] {
  try {
    passkeySettingsOf({ rpId: raw.WEBAUTHN_RP_ID, origins: raw.WEBAUTHN_ORIGINS, publicUrl: raw.PUBLIC_URL });
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

/** Every variable commerce reads (docs/configuration.md is generated from it). */
export const commerceEnv = processEnv({
  process: 'commerce',
  trusts: trustedIssuers('commerce'),
  defaultPort: 4002,
  defaultHost: '127.0.0.1',
  shape: {
    CREDENTIALS_KEY: secret({
      hint: 'the master key of stored credentials, 32 random bytes',
      description:
        'master key of the stored credentials, 32 random bytes (base64 or 64 hex). Keep it with the database backups, apart from them: without it the credentials cannot be read',
    }),
    API_KEY_PEPPER: secret({
      hint: 'the pepper of API keys, 32 random bytes',
      minLength: 32,
      description:
        'the server pepper API keys are stored with (HMAC-SHA256), 32 random bytes (base64 or hex). Changing it makes every API key stop working',
    }),
    PAYMENT_PROVIDER: oneOf(['stripe', 'test'], {
      required: true,
      missing: PAYMENT_PROVIDER_MISSING.replace(/^PAYMENT_PROVIDER /, ''),
      description:
        '`stripe` for real payments, or `test` (deposits credited without any payment; refused with `NODE_ENV=production`). No default: commerce does not start without it',
    }),
    PAYMENTS_TEST_PROVIDER_IN_PRODUCTION: flag({
      default: 'false',
      description: '`true` lets `PAYMENT_PROVIDER=test` run with `NODE_ENV=production` (a demo)',
    }),
    STRIPE_SECRET_KEY: optionalText({ secret: true, description: 'with `PAYMENT_PROVIDER=stripe`: the API key' }),
    STRIPE_WEBHOOK_SECRET: optionalText({
      secret: true,
      description: "with `PAYMENT_PROVIDER=stripe`: the webhook's signing secret",
    }),
    PUBLIC_URL: optionalText({
      description: "the shop's public address: links in e-mails, where Stripe sends the payer back",
    }),
    DAILY_DEPOSIT_LIMIT: variable(
      'amount',
      { default: '1000.00', description: 'deposits per account over any 24 hours (USD); `0` turns the limit off' },
      (value) => {
        const cents = parseCents(value);
        if (cents === null) throw new Error(`must be an amount such as 1000.00 (got '${value}')`);
        return cents;
      },
    ),
    RATE_LIMITS: onOff({
      default: 'on',
      description:
        '`off` turns the daily deposit limit off, for load tests and benchmarks only; with `NODE_ENV=production` it stops the start',
    }),
    RATE_LIMITS_OFF_IN_PRODUCTION: flag({
      default: 'false',
      description: '`true` lets `RATE_LIMITS=off` run with `NODE_ENV=production` (the bench only)',
    }),
    CATALOG_URL: text({
      default: 'http://127.0.0.1:4001/graphql',
      description: 'the catalog subgraph, where commerce reads prices',
    }),
    SEED_DEMO: flag({ default: 'true', description: 'seed the demo credential units and stock into an empty shop' }),
    ADMIN_EMAIL: text({
      default: 'admin@shop.local',
      description: 'the first admin, created when no user has this e-mail',
    }),
    ADMIN_PASSWORD: optionalText({
      secret: true,
      description:
        "the first admin's password; unset: a random one written to `DATA_DIR/admin-password.txt` (mode 0600)",
    }),
    DATA_DIR: text({ default: '.data', description: 'where the generated admin password is written' }),
    MAIL_DIR: optionalText({
      description: 'without `SMTP_URL`: e-mails are written here as `.eml` files; unset: `.data/mail`',
    }),
    SMTP_URL: optionalText({
      secret: true,
      description: 'e-mails through this SMTP server (`smtp://user:pass@host:587`)',
    }),
    MAIL_FROM: optionalText({ description: "the e-mails' sender; unset: the mailer's default" }),
    WEBAUTHN_RP_ID: optionalText({
      description:
        "passkeys' relying-party id, the shop's host name (`shop.example`); unset: the host of the first of `WEBAUTHN_ORIGINS`",
    }),
    WEBAUTHN_ORIGINS: optionalText({
      description:
        'the origins passkeys are used from, comma-separated, each on `WEBAUTHN_RP_ID` or a subdomain (checked at start-up); unset: the origin of `PUBLIC_URL`, else `http://localhost:8080`',
    }),
    STAFF_SECOND_FACTOR_GRACE: integer({
      default: String(DEFAULT_STAFF_SECOND_FACTOR_GRACE),
      min: 0,
      description:
        'how many password sign-ins an admin without a second factor (authenticator app or passkey) gets; past them the sign-in works but admin rights are refused until one is set up',
    }),
    WEBHOOK_ALLOW_HTTP: flag({
      default: 'false',
      description:
        '`true` lets webhook endpoints use `http://` (development and tests; refused with `NODE_ENV=production`); otherwise https only',
    }),
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: flag({
      default: 'false',
      description:
        '`true` lets webhooks go to private, loopback and CGNAT addresses (receivers inside the network); link-local (169.254.169.254) and IPv4-embedding IPv6 forms stay refused',
    }),
    WEBHOOK_RETRY_SCALE: variable(
      'number',
      {
        default: '1',
        description:
          'multiplies the webhook retry schedule (5 s, 5 min, … 24 h after the event): `0` makes every retry due at once (tests); 1 in production',
      },
      (value) => {
        const scale = Number(value);
        if (!Number.isFinite(scale) || scale < 0 || scale > 1) throw new Error('must be a number from 0 to 1');
        return scale;
      },
    ),
    PASSWORD_HASH_MEMORY_KIB: integer({
      default: String(OWASP_MINIMUM.memoryCost),
      min: 8,
      description:
        "argon2id's memory per password hash, in KiB (OWASP's minimum, the default, is the least `NODE_ENV=production` accepts; tests use less)",
    }),
    PASSWORD_HASH_PASSES: integer({
      default: String(OWASP_MINIMUM.timeCost),
      description: "argon2id's passes per password hash (at least 2 with `NODE_ENV=production`)",
    }),
  },
  checks: (raw) => [
    ...(rateLimitsOffInProduction(raw) ? [RATE_LIMITS_OFF_IN_PRODUCTION] : []),
    ...weakHashingInProduction(raw),
    ...passkeySettingsProblems(raw),
    ...(raw.NODE_ENV === 'production' && raw.WEBHOOK_ALLOW_HTTP === 'true'
      ? ['WEBHOOK_ALLOW_HTTP=true is refused with NODE_ENV=production: webhooks go over https']
      : []),
  ],
});

/** Where the first admin's generated password goes. */
export const adminPasswordFile = (dataDir: string) => path.join(dataDir, 'admin-password.txt');
