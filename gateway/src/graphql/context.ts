import type { Request, Response } from 'express';
import { type AccessChange, type AuditEvent, type Identity, log, type SessionChange } from '@shop/server-kit';
import type { SessionAccess } from '../session/access-changes';
import type { DeviceCookie } from '../session/device-cookie';
import type { RightsSource } from '../session/rights';
import { applySessionChange, pendingUserOf, sessionIsAdmin, sessionNeedsSecondFactor } from '../session/session';

/** The facade's routes that sign in or sign up (POST), under /api. */
const SIGN_IN_ROUTES = /^\/api\/(?:login|login\/second-factor|login\/passkey|register)\/?$/;
/** The GraphQL fields that sign in or sign up. */
const SIGN_IN_FIELDS = /\b(?:login|completeSignIn|signInWithPasskey|register)\b/;

/**
 * Whether a request may complete a sign-in, so its identity carries the device (issue 34). A field
 * name cannot be escaped in a document, so a sign-in is never missed but as a persisted query's
 * hash alone; that signs in without a device, and commerce mails it as from a new one.
 */
export function maySignIn(req: Request): boolean {
  if (req.method !== 'POST') return false;
  const path = (req.originalUrl ?? req.url).split('?')[0];
  if (SIGN_IN_ROUTES.test(path)) return true;
  const query = (req.body as { query?: unknown } | undefined)?.query;
  return typeof query === 'string' && SIGN_IN_FIELDS.test(query);
}

/** Per-request context of the gateway, for /graphql and for the REST facade alike. */
export interface GatewayContext {
  identity: Identity;
  requestId: string;
  /** The client's address, for the audit log. */
  ip: string;
  /** Credential reads reported by subgraphs during this request; the audit plugin stores them. */
  auditEvents: AuditEvent[];
  /** Applies a verified login/logout grant from a subgraph to the cookie session. */
  changeSession(change: SessionChange): Promise<void>;
  /** Forgets the rights of users whose admin flag or status a subgraph changed, and ends their sessions. */
  applyAccessChanges(changes: AccessChange[]): Promise<void>;
}

export type ContextFactory = (req: Request, res: Response) => GatewayContext;

/**
 * The identity every subgraph call is signed with: the session's user, and the admin flag that
 * `freshRights` decided for this request from commerce's rights (never the session's copy).
 */
export function createContextFactory(deps: {
  access: SessionAccess;
  rights: RightsSource;
  devices: DeviceCookie;
}): ContextFactory {
  return (req, res) => {
    const userId = req.session?.userId ?? null;
    const signedIn = userId !== null;
    return {
      identity: {
        userId,
        isAdmin: signedIn && sessionIsAdmin(req),
        reauthenticated: signedIn && (req.session?.reauthUntil ?? 0) > Date.now(),
        ...(signedIn ? {} : { pendingUserId: pendingUserOf(req) }),
        ...(signedIn && sessionNeedsSecondFactor(req) ? { secondFactorEnrolmentRequired: true } : {}),
        // The device only where a sign-in can happen: a guest's or a pending session's sign-in
        // request. A guest's other requests keep sharing one identity token per subgraph.
        ...(!signedIn && maySignIn(req) ? { device: deps.devices.hashOf(req, res) } : {}),
      },
      requestId: String(res.locals.requestId),
      ip: req.ip ?? req.socket.remoteAddress ?? '',
      auditEvents: [],
      changeSession: async (change) => {
        await applySessionChange(req, res, change, deps);
        if (change.action === 'login') deps.devices.remember(req, res);
      },
      applyAccessChanges: async (changes) => {
        // This replica forgets at once; the others when the change feed tells them.
        for (const change of changes) deps.rights.invalidate(change.userId);
        try {
          for (const change of changes) {
            // The sessions granted before the change's version end now, on every replica; when
            // the rights cannot be read, the change as commerce reported it decides.
            const now = await deps.rights.fresh(change.userId).catch(() => undefined);
            if (now === undefined) await deps.access.apply([change]);
            else await deps.access.endStale(change.userId, now);
          }
        } catch (error) {
          // The change is committed and every request checks the rights version: a failed purge
          // only leaves rows that end on their next use.
          log('gateway', 'warn', 'sessions of changed users not purged; they end on their next request', {
            requestId: res.locals.requestId,
            error: String(error),
          });
        }
      },
    };
  };
}

/**
 * A guest's context for the gateway's own reads with no visitor behind them (the server render's
 * warm-up at start, static/server-render.ts): it signs in no one and changes no session.
 */
export function ownGuestContext(requestId: string): GatewayContext {
  const refuse = () => Promise.reject(new Error(`${requestId}: a guest read changes nothing`));
  return {
    identity: { userId: null, isAdmin: false, reauthenticated: false },
    requestId,
    ip: '',
    auditEvents: [],
    changeSession: refuse,
    applyAccessChanges: refuse,
  };
}
