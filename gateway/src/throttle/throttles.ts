import { createHash } from 'node:crypto';
import { ipKeyGenerator } from 'express-rate-limit';
import type { GraphQLFormattedError } from 'graphql';
import type { BackoffLimit, SlowLimit, ThrottleConfig, WindowLimit } from './throttle-config';
import type { Hit, ThrottleStore } from './throttle-store';

/** Who is asking: the client's address and the session user. */
export interface Caller {
  ip: string;
  userId: number | null;
  isAdmin: boolean;
  /** The user of a pending sign-in (password right, second factor to come). */
  pendingUserId?: number;
}

/** One counter a mutation field passes through before it runs. */
export type Guard =
  | { kind: 'window'; key: string; weight: number; limit: WindowLimit }
  | {
      kind: 'backoff';
      key: string;
      limit: BackoffLimit;
      /** A success proves the key's owner (reset) or only gives the advance count back (release). */
      onSuccess: 'reset' | 'release';
      /** Whether a failed field counts as a failure; default: every failure does. */
      countsAsFailure?: (errors: readonly GraphQLFormattedError[]) => boolean;
    }
  /** Never refuses: past its limit the request is answered later; a success clears it. */
  | { kind: 'slow'; key: string; limit: SlowLimit };

type Args = { input?: { email?: unknown; items?: unknown } | null } & Record<string, unknown>;

/** Addresses of one IPv6 /64 are one client: a single host usually holds the whole prefix. */
export function addressKey(ip: string): string {
  return ipKeyGenerator(ip || 'unknown', 64);
}

/** E-mails are kept only as a digest: the gateway never stores who tried to sign in. */
function accountKey(email: unknown): string {
  const normalised = typeof email === 'string' ? email.trim().toLowerCase() : '';
  return createHash('sha256').update(normalised).digest('base64url').slice(0, 32);
}

/** The password was right; the second step is still to come: not a failed sign-in. */
const notSecondFactorStep = (errors: readonly GraphQLFormattedError[]) =>
  !errors.some((error) => error.extensions?.secondFactorRequired === true);

const takenEmail = (errors: readonly GraphQLFormattedError[]) =>
  errors.some((error) => error.extensions?.code === 'CONFLICT' && error.extensions?.field === 'email');

/** Query fields with a throttle of their own (every other query is a read: see anonymous-read-throttle). */
export const GUARDED_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'unitCredentials',
  'orderCredentials',
  'claimCredentials',
]);

/**
 * Which mutation fields (and `GUARDED_QUERY_FIELDS`) are throttled and on which counters. The same fields serve `/graphql` and
 * the REST facade (which runs them in-process), so neither path bypasses the other.
 */
export function guardsFor(field: string, args: Args, caller: Caller, config: ThrottleConfig): Guard[] {
  const address = addressKey(caller.ip);
  const user = caller.userId;
  const perUser = (name: string, limit: WindowLimit, weight = 1): Guard[] =>
    user === null ? [] : [{ kind: 'window', key: `${name}:user:${user}`, weight, limit }];
  const loginAddress: Guard = {
    kind: 'backoff',
    key: `login:address:${address}`,
    limit: config.loginAddress,
    onSuccess: 'release',
  };
  switch (field) {
    case 'login': {
      // The account's back-off is per address: an attacker's failures make the attacker wait, not
      // the owner signing in from elsewhere. Across all addresses the account is only slowed.
      const account = accountKey(args.input?.email);
      return [
        { ...loginAddress, countsAsFailure: notSecondFactorStep },
        {
          kind: 'backoff',
          key: `login:account:${account}:${address}`,
          limit: config.loginAccount,
          onSuccess: 'reset',
          countsAsFailure: notSecondFactorStep,
        },
        { kind: 'slow', key: `login:account-slow:${account}`, limit: config.loginAccountSlow },
      ];
    }
    case 'completeSignIn': {
      // The second step is guessed like a password: the same back-off per account and address,
      // and only slowed across addresses, so an attacker holding the password cannot lock the owner out.
      const pending = caller.pendingUserId;
      if (pending === undefined) return [loginAddress];
      return [
        loginAddress,
        { kind: 'backoff', key: `login:second:${pending}:${address}`, limit: config.loginAccount, onSuccess: 'reset' },
        { kind: 'slow', key: `login:second-slow:${pending}`, limit: config.loginAccountSlow },
      ];
    }
    case 'signInWithPasskey':
      // A passkey cannot be guessed, but a flood of wrong responses from one address is slowed like passwords.
      return [loginAddress];
    case 'startTotpEnrolment':
    case 'confirmTotp':
    case 'disableTotp':
    case 'regenerateRecoveryCodes':
    case 'passkeyRegistrationOptions':
    case 'removePasskey':
      // A password or a code: a stolen session must not be a way to guess either.
      return user === null
        ? []
        : [{ kind: 'backoff', key: `login:${field}:${user}`, limit: config.loginAccount, onSuccess: 'reset' }];
    case 'register':
      // A taken e-mail is answered, so it counts like a failed sign-in: the answer cannot list customers.
      return [
        { kind: 'window', key: `signup:address:${address}`, weight: 1, limit: config.signup },
        { ...loginAddress, countsAsFailure: takenEmail },
      ];
    case 'reauthenticate':
      // The admin's password (or code) again before credential exports: a stolen admin session must
      // not be a way to guess it.
      return user === null
        ? []
        : [
            {
              kind: 'backoff',
              key: `login:reauth:${user}`,
              limit: config.loginAccount,
              onSuccess: 'reset',
              // The right password of an account that needs its code instead is not a guess.
              countsAsFailure: notSecondFactorStep,
            },
          ];
    case 'deposit':
      return perUser('deposit', config.deposit);
    case 'placeOrder':
    case 'checkoutCart': {
      // Each product of a cart is a unit a bot could take out of stock.
      const units =
        field === 'checkoutCart' ? Math.max(1, Array.isArray(args.input?.items) ? args.input.items.length : 1) : 1;
      return [
        ...perUser('order', config.order, units),
        { kind: 'window', key: `order:address:${address}`, weight: units, limit: config.orderAddress },
      ];
    }
    case 'createTicket':
    case 'replyToTicket':
    case 'submitClaim':
    case 'uploadClaimFile':
    case 'createRestockAlert':
    case 'resendVerificationEmail':
      // Staff answer tickets all day; the limit is against customers flooding the support queue.
      return caller.isAdmin ? [] : perUser('ticket', config.ticket);
    case 'unitCredentials':
    case 'orderCredentials':
    case 'claimCredentials':
      // Per admin: a stolen, re-authenticated admin session cannot dump the stock one reveal at a time.
      return perUser('reveal', config.credentialReveal);
    default:
      return [];
  }
}

/** A guard that let the request through, to settle once the field's outcome is known. */
export interface Passed {
  guard: Guard;
  responseKey: string;
}

export class Throttles {
  constructor(
    readonly config: ThrottleConfig,
    private readonly store: ThrottleStore,
  ) {}

  /** Passes every guard or none: on the first refusal the earlier counts are given back. */
  async pass(
    guards: { guard: Guard; responseKey: string }[],
  ): Promise<{ passed: Passed[]; refused?: { guard: Guard; hit: Hit } }> {
    const passed: Passed[] = [];
    let delayMs = 0;
    for (const entry of guards) {
      const { guard } = entry;
      if (guard.kind === 'slow') {
        const hit = await this.store.hit(guard.key, 1, guard.limit.afterFailures, guard.limit.forgetMs);
        if (!hit.allowed) delayMs += guard.limit.delayMs;
        passed.push(entry);
        continue;
      }
      const hit =
        guard.kind === 'window'
          ? await this.store.hit(guard.key, guard.weight, guard.limit.limit, guard.limit.windowMs)
          : await this.store.attempt(guard.key, guard.limit);
      if (!hit.allowed) {
        await Promise.all(passed.map(({ guard: earlier }) => this.giveBack(earlier)));
        return { passed: [], refused: { guard, hit } };
      }
      passed.push(entry);
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { passed };
  }

  /** After the field ran: a success resets or releases its back-off counters; a counted failure stays. */
  async settle(entry: Passed, succeeded: boolean, errors: readonly GraphQLFormattedError[]): Promise<void> {
    const { guard } = entry;
    if (guard.kind === 'slow') {
      if (succeeded) await this.store.reset(guard.key);
      return;
    }
    if (guard.kind !== 'backoff') return;
    if (succeeded && guard.onSuccess === 'reset') await this.store.reset(guard.key);
    else if (succeeded || (guard.countsAsFailure && !guard.countsAsFailure(errors)))
      await this.store.release(guard.key, guard.limit);
  }

  /** New anonymous sessions per address (`GET /api/csrf-token` without a session). */
  anonymousSession(ip: string): Promise<Hit> {
    const { limit, windowMs } = this.config.anonymousSession;
    return this.store.hit(`session:address:${addressKey(ip)}`, 1, limit, windowMs);
  }

  /**
   * Reads that reach the subgraphs (not answered from the response cache): per address, guests and
   * signed-in customers together, and per customer account. A refusal by the account's counter
   * gives the address its count back.
   */
  async uncachedRead(ip: string, userId: number | null): Promise<Hit> {
    const { limit, windowMs } = this.config.anonymousRead;
    const addressKeyed = `read:address:${addressKey(ip)}`;
    const byAddress = await this.store.hit(addressKeyed, 1, limit, windowMs);
    if (!byAddress.allowed || userId === null) return byAddress;
    const byAccount = await this.store.hit(`read:user:${userId}`, 1, limit, windowMs);
    if (!byAccount.allowed) await this.store.unhit(addressKeyed, 1);
    return byAccount;
  }

  /**
   * One upload or download of a ticket or claim file: per customer account (not admins) and per
   * address, both counted or neither. Null when allowed, else the refusal's wait in seconds.
   */
  async file(caller: Caller): Promise<number | null> {
    const guards: Guard[] = [
      { kind: 'window', key: `file:address:${addressKey(caller.ip)}`, weight: 1, limit: this.config.filesAddress },
      ...(caller.userId === null || caller.isAdmin
        ? []
        : [{ kind: 'window' as const, key: `file:user:${caller.userId}`, weight: 1, limit: this.config.files }]),
    ];
    const { refused } = await this.pass(guards.map((guard) => ({ guard, responseKey: 'file' })));
    return refused ? refused.hit.retryAfter : null;
  }

  private giveBack(guard: Guard): Promise<void> {
    if (guard.kind === 'window') return this.store.unhit(guard.key, guard.weight);
    if (guard.kind === 'slow') return this.store.unhit(guard.key, 1);
    return this.store.release(guard.key, guard.limit);
  }
}
