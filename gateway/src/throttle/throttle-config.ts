import { log } from '@shop/server-kit';

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
  /** Reads by callers without a signed-in user that the response cache did not answer, per address. */
  anonymousRead: WindowLimit;
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `90s`, `10m`, `1h`, `7d` (a bare number is seconds). */
export function parseDuration(text: string, name: string): number {
  const match = /^\s*(\d+)\s*(ms|s|m|h|d)?\s*$/.exec(text);
  if (!match || Number(match[1]) <= 0)
    throw new Error(`${name} must be a duration such as 30s, 10m, 1h or 7d (got '${text}')`);
  return Number(match[1]) * UNITS[match[2] ?? 's'];
}

function windowLimit(env: NodeJS.ProcessEnv, name: string, fallback: string): WindowLimit {
  const text = env[name] ?? fallback;
  const [count, window] = text.split('/');
  const limit = Number(count);
  if (!Number.isSafeInteger(limit) || limit < 1 || window === undefined)
    throw new Error(`${name} must look like 20/10m (got '${text}')`);
  return { limit, windowMs: parseDuration(window, name) };
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

export const RATE_LIMITS_OFF_IN_PRODUCTION =
  'RATE_LIMITS=off switches every throttle off and is refused with NODE_ENV=production: remove it (or set RATE_LIMITS=on). ' +
  'Benchmarks that must run production builds without throttles set RATE_LIMITS_OFF_IN_PRODUCTION=true as well.';

/**
 * The throttles' limits, or null when `RATE_LIMITS=off` (load tests and benchmarks only; refused
 * with NODE_ENV=production unless `RATE_LIMITS_OFF_IN_PRODUCTION=true`, the benchmark's).
 */
export function loadThrottleConfig(env: NodeJS.ProcessEnv): ThrottleConfig | null {
  const mode = (env.RATE_LIMITS ?? 'on').toLowerCase();
  if (mode === 'off') {
    // A development setting copied into production must not open the shop without throttles.
    if (env.NODE_ENV === 'production') {
      if (env.RATE_LIMITS_OFF_IN_PRODUCTION !== 'true') throw new Error(RATE_LIMITS_OFF_IN_PRODUCTION);
      log(
        'gateway',
        'warn',
        'RATE_LIMITS=off in production (RATE_LIMITS_OFF_IN_PRODUCTION=true): every throttle is disabled',
      );
    }
    return null;
  }
  if (mode !== 'on') throw new Error(`RATE_LIMITS must be on or off (got '${env.RATE_LIMITS}')`);
  const backoff = {
    baseMs: parseDuration(env.LOGIN_BACKOFF ?? '1m', 'LOGIN_BACKOFF'),
    maxMs: parseDuration(env.LOGIN_BACKOFF_MAX ?? '1h', 'LOGIN_BACKOFF_MAX'),
    forgetMs: parseDuration(env.LOGIN_FAILURES_FORGET ?? '24h', 'LOGIN_FAILURES_FORGET'),
  };
  return {
    loginAccount: { freeFailures: count(env, 'LOGIN_FAILURES_PER_ACCOUNT', 5), ...backoff },
    loginAddress: { freeFailures: count(env, 'LOGIN_FAILURES_PER_ADDRESS', 20), ...backoff },
    loginAccountSlow: {
      afterFailures: count(env, 'LOGIN_ACCOUNT_SLOW_AFTER', 50),
      delayMs: parseDuration(env.LOGIN_ACCOUNT_SLOW_DELAY ?? '1s', 'LOGIN_ACCOUNT_SLOW_DELAY'),
      forgetMs: backoff.forgetMs,
    },
    signup: windowLimit(env, 'RATE_LIMIT_SIGNUP', '50/1h'),
    deposit: windowLimit(env, 'RATE_LIMIT_DEPOSIT', '10/1h'),
    order: windowLimit(env, 'RATE_LIMIT_ORDER', '20/10m'),
    orderAddress: windowLimit(env, 'RATE_LIMIT_ORDER_ADDRESS', '60/10m'),
    ticket: windowLimit(env, 'RATE_LIMIT_TICKET', '10/10m'),
    anonymousSession: windowLimit(env, 'RATE_LIMIT_SESSION', '300/10m'),
    anonymousRead: windowLimit(env, 'RATE_LIMIT_ANONYMOUS_READ', '600/1m'),
  };
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
  ].map((limit) => limit.windowMs);
  const backoffs = [config.loginAccount, config.loginAddress].map((limit) => limit.forgetMs + limit.maxMs);
  return Math.max(...windows, ...backoffs, config.loginAccountSlow.forgetMs);
}
