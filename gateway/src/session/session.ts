import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { Pool } from 'pg';
import { kitSettings, log, type SessionChange, statementName, type UserRights } from '@shop/server-kit';
import { GraphQLError } from 'graphql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { prepareGatewaySchema } from '../db/migrate';
import type { SessionAccess } from './access-changes';
import { CSRF_COOKIE, issueCsrfToken } from './csrf';
import type { RightsSource } from './rights';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    /** The admin flag at the last grant or renewal: informative only, never trusted (see `freshRights`). */
    isAdmin: boolean;
    /** The user's rights version this session was granted (or last renewed) under. */
    rightsVersion: number;
    csrfToken: string;
    /** Epoch ms until which the user counts as re-authenticated (credential exports). */
    reauthUntil: number;
    /** A pending sign-in (issue 34): the password was right, the second factor is still to come. Not signed in. */
    pendingUserId: number;
    /** Epoch ms until which the pending sign-in may be completed. */
    pendingUntil: number;
    /**
     * Commerce's decision at sign-in (issue 34): an admin past the grace without a second factor.
     * While the user still has no factor (read fresh), the session has no admin rights.
     */
    secondFactorDue: boolean;
    /** Epoch ms of sign-in (or of the anonymous session's first write): the absolute lifetime counts from it. */
    createdAt: number;
  }
}

/**
 * Over https the cookie is `__Host-shop.sid`: Secure, Path=/ and no Domain, so neither plain http
 * nor a sibling subdomain can read, set or shadow it. Browsers refuse a `__Host-` cookie without
 * Secure, so a plain-http request (local runs, the e2e tests on 127.0.0.1, an unredirected
 * request behind the proxy) gets a `shop.sid` cookie without Secure instead; the https cookie,
 * being Secure, never travels over plain http.
 */
export const SESSION_COOKIE = 'shop.sid';
export const SECURE_SESSION_COOKIE = '__Host-shop.sid';
/** How long a re-entered password allows credential exports. */
export const REAUTH_MS = 5 * 60 * 1000;
/** How long a pending sign-in waits for its second factor. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

/** The user of an unexpired pending sign-in of this session, if any. */
export function pendingUserOf(req: Request): number | undefined {
  const current = req.session;
  if (!current || current.userId !== undefined || current.pendingUserId === undefined) return undefined;
  return (current.pendingUntil ?? 0) > Date.now() ? current.pendingUserId : undefined;
}
const SESSION_SCHEMA = 'gateway';

export function sessionCookieName(req: Request): string {
  return req.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export interface SessionLifetimes {
  /** Without a request for this long a session ends (the row's expiry moves with each request). */
  idleMs: number;
  /** A session ends this long after sign-in whatever its activity. */
  absoluteMs: number;
}

/** Ends a session past its absolute lifetime; otherwise its cookie and row live min(idle, what is left). */
function enforceLifetimes({ idleMs, absoluteMs }: SessionLifetimes): RequestHandler {
  return (req, _res, next) => {
    const current = req.session;
    if (!current) return next();
    // Sessions stored before lifetimes were tracked start counting now.
    if (current.createdAt === undefined && (current.userId !== undefined || current.csrfToken))
      current.createdAt = Date.now();
    const age = current.createdAt === undefined ? 0 : Date.now() - current.createdAt;
    if (age >= absoluteMs) {
      current.regenerate((error) => next(error));
      return;
    }
    current.cookie.maxAge = Math.min(idleMs, absoluteMs - age);
    next();
  };
}

/**
 * A rolling session is touched (an UPDATE of its expiry) at the end of every response, and
 * express-session holds the response's last byte until that write is done: a purchase paid one
 * more round trip to PostgreSQL for a session it had just read. A session touched by this process
 * less than a hundredth of the idle timeout ago (at most a minute) is not touched again, so its
 * row may expire that much before its cookie says: a minute early of twelve hours by default.
 */
function throttleTouches(store: session.Store, idleMs: number): void {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const everyMs = Math.min(60_000, Math.floor(idleMs / 100));
  const touchedAt = new Map<string, number>();
  store.touch = (sid, sess, done) => {
    const callback: ((error?: unknown) => void) | undefined = done;
    const now = Date.now();
    if (now - (touchedAt.get(sid) ?? -Infinity) < everyMs) return callback?.();
    if (touchedAt.size >= 100_000) touchedAt.clear();
    touch(sid, sess, (error?: unknown) => {
      if (!error) touchedAt.set(sid, now);
      callback?.(error);
    });
  };
}

/** Server-side sessions in PostgreSQL (schema `gateway`): HttpOnly, SameSite=Lax, `__Host-` and Secure over https. */
/** `secrets`: the current secret signs; earlier ones (a rotation) still verify. */
export async function createSessionMiddleware(databaseUrl: string, secrets: string[], lifetimes: SessionLifetimes) {
  // Shared by sessions, the audit log, idempotency keys, throttles and access changes: with 5,
  // two hundred buyers at once queued behind each other's session reads.
  const pool = new Pool({ connectionString: databaseUrl, max: kitSettings().dbPoolMax });
  // An idle connection dropped by the server (restart, Ctrl-C reaching PostgreSQL first) must not
  // crash the gateway; the pool reconnects on the next query.
  pool.on('error', (error) => log('gateway', 'warn', 'session store connection lost', { error: error.message }));
  // The session, throttle, idempotency and audit tables come from the gateway's migrations (src/db/migrations).
  await prepareGatewaySchema(databaseUrl, pool);
  const PgStore = connectPgSimple(session);
  // One store object per middleware: express-session writes its cookie options into the store it
  // is given (`store.generate`), so a shared one would give both cookies the last options.
  // The store's few fixed statements as named prepared statements: PostgreSQL plans the session
  // read of every request once per connection instead of on each call.
  // Cast kept: connect-pg-simple calls only `query(text, values)` on the pool it is given.
  const preparedPool = {
    query: (text: string, values?: unknown[]) => pool.query({ name: statementName(text), text, values }),
  } as unknown as Pool;
  const stores = [15 * 60, false as const].map(
    (pruneSessionInterval) =>
      new PgStore({
        pool: preparedPool,
        schemaName: SESSION_SCHEMA,
        tableName: 'session',
        createTableIfMissing: false,
        pruneSessionInterval,
      }),
  );
  for (const store of stores) throttleTouches(store, lifetimes.idleMs);
  const options = (name: string, secure: boolean, store: session.Store) =>
    session({
      name,
      secret: secrets,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: lifetimes.idleMs },
    });
  const overHttps = options(SECURE_SESSION_COOKIE, true, stores[0]);
  const overHttp = options(SESSION_COOKIE, false, stores[1]);
  const lifetime = enforceLifetimes(lifetimes);
  const middleware = (req: Request, res: Response, next: NextFunction) =>
    (req.secure ? overHttps : overHttp)(req, res, (error?: unknown) =>
      error ? next(error) : lifetime(req, res, next),
    );
  return {
    middleware,
    pool,
    async close() {
      for (const store of stores) store.close();
      await pool.end();
    },
  };
}

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((error?: Error) => (error ? reject(error) : resolve())),
  );
}

/** Stores the session now; see `applySessionChange` for why a new session must be stored before its headers leave. */
export function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error?: Error) => (error ? reject(error) : resolve())));
}

function destroy(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error?: Error) => (error ? reject(error) : resolve())));
}

export const STALE_SIGN_IN = 'Your account changed while you were signing in. Please sign in again.';

/**
 * Whether the request's user is an admin now: decided by `freshRights` from commerce's rights,
 * never from the copy in the session.
 */
export function sessionIsAdmin(req: Request): boolean {
  return req.session?.userId !== undefined && req.res?.locals.isAdmin === true;
}

/** An admin session refused its rights until a second factor is set up (decided by `freshRights`). */
export function sessionNeedsSecondFactor(req: Request): boolean {
  return req.session?.userId !== undefined && req.res?.locals.secondFactorEnrolmentRequired === true;
}

/**
 * Rights decided fresh on every request (DESIGN "Admin rights and freshness"): the user's rights
 * are read from commerce (through `RightsSource`'s short memory, which the change feed empties)
 * and compared with the version the session was granted under.
 * - user gone, not Active, or a change since the grant that ends sessions (demotion, new password,
 *   ban...): the session ends here (a new empty one replaces it) and every other stale session of
 *   the user is deleted; the request goes on as a guest's.
 * - any other change since the grant (a promotion): the session gets a new id (the old id stops
 *   working) and the new rights.
 * - rights unreadable (commerce out of reach): the request goes on with customer rights only.
 * The outcome is `res.locals.isAdmin`, which the identity tokens and the gateway's own admin
 * routes read.
 */
export function freshRights(rights: RightsSource, access: SessionAccess): RequestHandler {
  return async (req, res, next) => {
    res.locals.isAdmin = false;
    res.locals.secondFactorEnrolmentRequired = false;
    const current = req.session;
    const userId = current?.userId;
    if (!current || userId === undefined) return next();
    let now: UserRights | null;
    try {
      now = await rights.current(userId);
      // A session granted under a newer version than the memory holds: the memory is behind.
      if (now && (current.rightsVersion ?? 0) > now.version) now = await rights.fresh(userId);
    } catch (error) {
      log('gateway', 'warn', 'rights unreadable; the request runs with customer rights', {
        requestId: res.locals.requestId,
        error: String(error),
      });
      return next();
    }
    try {
      const granted = current.rightsVersion ?? 0;
      if (!now || !now.active || granted < now.sessionsFrom) {
        await regenerate(req);
        access.endStale(userId, now).catch(() => undefined);
        return next();
      }
      if (current.rightsVersion === undefined && current.isAdmin === now.isAdmin) {
        // Stored before rights had versions, with the rights the user still has: stamped in
        // place, so a release does not give every session a new id at once.
        current.rightsVersion = now.version;
      } else if (granted !== now.version) {
        const kept = {
          userId,
          createdAt: current.createdAt,
          csrfToken: current.csrfToken,
          // Kept for the session's life: the restriction applies whenever the user has no factor (read fresh).
          ...(current.secondFactorDue ? { secondFactorDue: true } : {}),
        };
        await regenerate(req);
        Object.assign(req.session, kept, { isAdmin: now.isAdmin, rightsVersion: now.version });
        await save(req);
      }
      // Staff past the grace without a factor: signed in, but no admin rights until they enrol.
      const due = now.isAdmin && req.session.secondFactorDue === true && now.secondFactor !== true;
      res.locals.isAdmin = now.isAdmin && !due;
      res.locals.secondFactorEnrolmentRequired = due;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Applies a login or logout decided by a subgraph. Login checks the grant against the user's
 * rights read now (a grant older than the last change of rights is refused, and the user's stale
 * sessions end), issues a new session id (no fixation) and a new anti-forgery token. Re-entering
 * the password issues a new session id too.
 */
export async function applySessionChange(
  req: Request,
  res: Response,
  change: SessionChange,
  deps: { rights: RightsSource; access: SessionAccess },
): Promise<void> {
  if (change.action === 'logout') {
    if (req.session) await destroy(req);
    res.clearCookie(sessionCookieName(req), { path: '/', secure: req.secure, httpOnly: true, sameSite: 'lax' });
    res.clearCookie(CSRF_COOKIE, { path: '/', secure: req.secure, sameSite: 'lax' });
    return;
  }
  if (change.action === 'reauth') {
    // Only for the user of this session (a grant for someone else is ignored).
    if (req.session?.userId !== change.userId) return;
    const kept = { ...req.session };
    await regenerate(req);
    Object.assign(req.session, {
      userId: kept.userId,
      isAdmin: kept.isAdmin,
      rightsVersion: kept.rightsVersion,
      createdAt: kept.createdAt,
      csrfToken: kept.csrfToken,
      ...(kept.secondFactorDue ? { secondFactorDue: true } : {}),
    });
    req.session.reauthUntil = Date.now() + REAUTH_MS;
    await save(req);
    return;
  }
  if (change.action === 'pending') {
    // A new id for the half-way state too; it carries no user, so every signed-in route refuses it.
    await regenerate(req);
    req.session.pendingUserId = change.userId;
    req.session.pendingUntil = Date.now() + PENDING_SIGN_IN_MS;
    req.session.createdAt = Date.now();
    issueCsrfToken(req, res);
    await save(req);
    return;
  }
  const now = await deps.rights.fresh(change.userId);
  if (!now || !now.active || now.version !== change.rightsVersion) {
    deps.access.endStale(change.userId, now).catch(() => undefined);
    throw new GraphQLError(STALE_SIGN_IN, { extensions: { code: 'UNAUTHENTICATED' } });
  }
  await regenerate(req);
  req.session.userId = change.userId;
  req.session.isAdmin = now.isAdmin;
  req.session.rightsVersion = now.version;
  if (change.secondFactorDue === true) req.session.secondFactorDue = true;
  req.session.createdAt = Date.now();
  issueCsrfToken(req, res);
  // Stored now, before any header leaves: express-session would otherwise save it while the
  // response is already being written (Set-Cookie goes out with the headers), and a request the
  // client sends as soon as it has the cookie would not find the session and start a new one.
  await save(req);
}
