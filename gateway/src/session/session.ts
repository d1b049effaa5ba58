import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { Pool } from 'pg';
import { log, type SessionChange } from '@shop/server-kit';
import type { Request, Response } from 'express';
import { CSRF_COOKIE } from './csrf';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    isAdmin: boolean;
    csrfToken: string;
    /** Epoch ms until which the user counts as re-authenticated (credential exports). */
    reauthUntil: number;
  }
}

export const SESSION_COOKIE = 'shop.sid';
/** How long a re-entered password allows credential exports. */
export const REAUTH_MS = 5 * 60 * 1000;
const SESSION_SCHEMA = 'gateway';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Server-side sessions in PostgreSQL (schema `gateway`): HttpOnly, SameSite=Lax, Secure behind https. */
export async function createSessionMiddleware(databaseUrl: string, secret: string) {
  const pool = new Pool({ connectionString: databaseUrl, max: 5 });
  // An idle connection dropped by the server (restart, Ctrl-C reaching PostgreSQL first) must not
  // crash the gateway; the pool reconnects on the next query.
  pool.on('error', (error) => log('gateway', 'warn', 'session store connection lost', { error: error.message }));
  await pool.query(`create schema if not exists ${SESSION_SCHEMA}`);
  const PgStore = connectPgSimple(session);
  const store = new PgStore({ pool, schemaName: SESSION_SCHEMA, tableName: 'session', createTableIfMissing: true, pruneSessionInterval: 15 * 60 });
  const middleware = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: WEEK_MS },
  });
  return {
    middleware,
    pool,
    async close() {
      store.close();
      await pool.end();
    },
  };
}

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
}

function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

function destroy(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

/**
 * Applies a login or logout decided by a subgraph. Login issues a new session id (no fixation)
 * but keeps the anti-forgery token so the page's cookie stays valid.
 */
export async function applySessionChange(req: Request, res: Response, change: SessionChange): Promise<void> {
  if (change.action === 'logout') {
    if (req.session) await destroy(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.clearCookie(CSRF_COOKIE, { path: '/' });
    return;
  }
  if (change.action === 'reauth') {
    // Only for the user of this session (a grant for someone else is ignored).
    if (req.session?.userId !== change.userId) return;
    req.session.reauthUntil = Date.now() + REAUTH_MS;
    await save(req);
    return;
  }
  const csrfToken = req.session.csrfToken;
  await regenerate(req);
  req.session.userId = change.userId;
  req.session.isAdmin = change.isAdmin;
  if (csrfToken) req.session.csrfToken = csrfToken;
  // Stored now, before any header leaves: express-session would otherwise save it while the
  // response is already being written (Set-Cookie goes out with the headers), and a request the
  // client sends as soon as it has the cookie would not find the session and start a new one.
  await save(req);
}
