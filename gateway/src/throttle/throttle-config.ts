import {
  duration,
  flag,
  integer,
  log,
  onOff,
  parseDurationText,
  parseEnv,
  rateLimitsOffInProduction,
  windowLimit,
  type z,
} from '@shop/server-kit';

/**
 * Limits of the gateway's throttles, from the environment (docs/configuration.md). The defaults
 * are what a small shop would run with: strict on failed sign-ins for one account, generous per
 * address (an office or a mobile carrier puts many people behind one address).
 */
export interface WindowLimit {
  /** Requests (or order units) allowed per window. */
  limit: number;
  windowMs: number;
}

export interface BackoffLimit {
  /** Failures allowed before the first wait. */
  freeFailures: number;
  /** The first wait; each further failure doubles it up to `maxMs`. */
  baseMs: number;
  maxMs: number;
  /** Failures are forgotten after this long without one. */
  forgetMs: number;
}

/** A counter that never refuses: past `afterFailures` each attempt is answered `delayMs` later. */
export interface SlowLimit {
  afterFailures: number;
  delayMs: number;
  /** Failures are counted in windows this long. */
  forgetMs: number;
}

export interface ThrottleConfig {
  /**
   * Failed sign-ins on one account from one address (IPv6 /64): back-off with growing waits. Per
   * account and address, not per account: five wrong passwords from an attacker's address must
   * not lock the owner out (the admin's e-mail is public).
   */
  loginAccount: BackoffLimit;
  /** Failed sign-ins on one account from every address together: slows, never refuses. */
  loginAccountSlow: SlowLimit;
  loginAddress: BackoffLimit;
  signup: WindowLimit;
  deposit: WindowLimit;
  order: WindowLimit;
  orderAddress: WindowLimit;
  ticket: WindowLimit;
  anonymousSession: WindowLimit;
  /** Reads the response cache did not answer, per address (guests and customers) and per customer account. */
  anonymousRead: WindowLimit;
  /** Uploads and downloads of ticket and claim files per customer account, and per address. */
  files: WindowLimit;
  filesAddress: WindowLimit;
  /** Credential reveals (`unitCredentials`, `orderCredentials`, `claimCredentials`) per admin. */
  credentialReveal: WindowLimit;
  /** The shell's failure reports (`POST /api/delivery/errors`) per address. */
  deliveryErrors: WindowLimit;
}

/** `90s`, `10m`, `1h`, `7d` (a bare number is seconds); `name` is the variable, for the message. */
export function parseDuration(text: string, name: string): number {
  try {
    return parseDurationText(text);
  } catch (error) {
    throw new Error(`${name} ${(error as Error).message}`);
  }
}

export const RATE_LIMITS_OFF_IN_PRODUCTION =
  'RATE_LIMITS=off switches every throttle off and is refused with NODE_ENV=production: remove it (or set RATE_LIMITS=on). ' +
  'Benchmarks that must run production builds without throttles set RATE_LIMITS_OFF_IN_PRODUCTION=true as well.';

/** The throttles' variables (part of the gateway's schema, src/env.ts). */
export const throttleEnv = {
  RATE_LIMITS: onOff({
    default: 'on',
    description:
      '`off` turns every throttle off, for load tests and benchmarks only; with `NODE_ENV=production` it stops the start',
  }),
  RATE_LIMITS_OFF_IN_PRODUCTION: flag({
    default: 'false',
    description: '`true` lets `RATE_LIMITS=off` run with `NODE_ENV=production` (the bench only)',
  }),
  LOGIN_FAILURES_PER_ACCOUNT: integer({
    default: '5',
    description: 'failed sign-ins on one account **from one address** before that pair waits',
  }),
  LOGIN_FAILURES_PER_ADDRESS: integer({
    default: '20',
    description:
      'failed sign-ins from one address (any accounts) before it waits (a taken e-mail at sign-up counts as a failure)',
  }),
  LOGIN_ACCOUNT_SLOW_AFTER: integer({
    default: '50',
    description:
      'past this many failures on one account from all addresses together (within `LOGIN_FAILURES_FORGET`), each attempt on it is answered later; never refused',
  }),
  LOGIN_ACCOUNT_SLOW_DELAY: duration({
    default: '1s',
    description: 'how much later, past `LOGIN_ACCOUNT_SLOW_AFTER`',
  }),
  LOGIN_BACKOFF: duration({ default: '1m', description: 'the first wait, doubled with each further failure' }),
  LOGIN_BACKOFF_MAX: duration({ default: '1h', description: 'the longest wait' }),
  LOGIN_FAILURES_FORGET: duration({
    default: '24h',
    description: 'failures are forgotten after this long without one',
  }),
  RATE_LIMIT_SIGNUP: windowLimit({ default: '50/1h', description: 'sign-ups per address' }),
  RATE_LIMIT_DEPOSIT: windowLimit({ default: '10/1h', description: 'deposits per account' }),
  RATE_LIMIT_ORDER: windowLimit({
    default: '20/10m',
    description: 'products bought (a cart counts each product) per account',
  }),
  RATE_LIMIT_ORDER_ADDRESS: windowLimit({ default: '60/10m', description: 'products bought per address' }),
  RATE_LIMIT_TICKET: windowLimit({
    default: '10/10m',
    description:
      'new tickets, replies, warranty claims, claim files, restock alerts and verification e-mails per customer account (admins are not limited)',
  }),
  RATE_LIMIT_SESSION: windowLimit({
    default: '300/10m',
    description: 'new anonymous sessions (`GET /api/csrf-token` without one) per address',
  }),
  RATE_LIMIT_ANONYMOUS_READ: windowLimit({
    default: '600/1m',
    description:
      'reads the response cache did not answer: per address (guests and signed-in customers together) and per customer account; admins are not counted (429 past it)',
  }),
  RATE_LIMIT_CREDENTIAL_REVEAL: windowLimit({
    default: '30/1h',
    description:
      "credential reveals (one unit's, one order's or one claim's earlier credentials) per admin account (429 past it)",
  }),
  RATE_LIMIT_FILES: windowLimit({
    default: '60/10m',
    description: 'uploads and downloads of ticket and claim files per customer account (admins: per address only)',
  }),
  RATE_LIMIT_DELIVERY_ERRORS: windowLimit({
    default: '30/1m',
    description: "the shell's reports of a remote's failure (`POST /api/delivery/errors`) per address (429 past it)",
  }),
  RATE_LIMIT_FILES_ADDRESS: windowLimit({
    default: '300/10m',
    description: 'uploads and downloads of ticket and claim files per address',
  }),
};

type ThrottleEnv = z.output<z.ZodObject<typeof throttleEnv>>;

/** A development setting copied into production must not open the shop without throttles. */
export function throttleChecks(raw: Readonly<Record<string, string>>): string[] {
  return rateLimitsOffInProduction(raw) ? [RATE_LIMITS_OFF_IN_PRODUCTION] : [];
}

/**
 * The throttles' limits, or null when `RATE_LIMITS=off` (load tests and benchmarks only; refused
 * with NODE_ENV=production unless `RATE_LIMITS_OFF_IN_PRODUCTION=true`, the benchmark's).
 */
export function throttleConfigOf(env: ThrottleEnv, production: boolean): ThrottleConfig | null {
  if (!env.RATE_LIMITS) {
    if (production)
      log(
        'gateway',
        'warn',
        'RATE_LIMITS=off in production (RATE_LIMITS_OFF_IN_PRODUCTION=true): every throttle is disabled',
      );
    return null;
  }
  const backoff = {
    baseMs: env.LOGIN_BACKOFF,
    maxMs: env.LOGIN_BACKOFF_MAX,
    forgetMs: env.LOGIN_FAILURES_FORGET,
  };
  return {
    loginAccount: { freeFailures: env.LOGIN_FAILURES_PER_ACCOUNT, ...backoff },
    loginAddress: { freeFailures: env.LOGIN_FAILURES_PER_ADDRESS, ...backoff },
    loginAccountSlow: {
      afterFailures: env.LOGIN_ACCOUNT_SLOW_AFTER,
      delayMs: env.LOGIN_ACCOUNT_SLOW_DELAY,
      forgetMs: backoff.forgetMs,
    },
    signup: env.RATE_LIMIT_SIGNUP,
    deposit: env.RATE_LIMIT_DEPOSIT,
    order: env.RATE_LIMIT_ORDER,
    orderAddress: env.RATE_LIMIT_ORDER_ADDRESS,
    ticket: env.RATE_LIMIT_TICKET,
    anonymousSession: env.RATE_LIMIT_SESSION,
    anonymousRead: env.RATE_LIMIT_ANONYMOUS_READ,
    files: env.RATE_LIMIT_FILES,
    filesAddress: env.RATE_LIMIT_FILES_ADDRESS,
    credentialReveal: env.RATE_LIMIT_CREDENTIAL_REVEAL,
    deliveryErrors: env.RATE_LIMIT_DELIVERY_ERRORS,
  };
}

/** The throttles of `env` alone (the gateway loads them with the rest of its schema, config.ts). */
export function loadThrottleConfig(env: NodeJS.ProcessEnv): ThrottleConfig | null {
  return throttleConfigOf(parseEnv('gateway', throttleEnv, env, throttleChecks), env.NODE_ENV === 'production');
}

/** How long a counter must stay: the longest window, or a back-off's memory plus its longest wait. */
export function counterLifetimeMs(config: ThrottleConfig): number {
  const windows = [
    config.signup,
    config.deposit,
    config.order,
    config.orderAddress,
    config.ticket,
    config.anonymousSession,
    config.anonymousRead,
    config.files,
    config.filesAddress,
    config.credentialReveal,
    config.deliveryErrors,
  ].map((limit) => limit.windowMs);
  const backoffs = [config.loginAccount, config.loginAddress].map((limit) => limit.forgetMs + limit.maxMs);
  return Math.max(...windows, ...backoffs, config.loginAccountSlow.forgetMs);
}
