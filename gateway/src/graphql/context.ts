import type { Request, Response } from 'express';
import type { AccessChange, AuditEvent, Identity, SessionChange } from '@shop/server-kit';
import { applySessionChange } from '../session/session';

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
  /** Rewrites every session of users whose admin flag or status a subgraph changed. */
  applyAccessChanges(changes: AccessChange[]): Promise<void>;
}

export type ContextFactory = (req: Request, res: Response) => GatewayContext;

export function createContextFactory(access: { apply(changes: AccessChange[]): Promise<void> }): ContextFactory {
  return (req, res) => {
    const userId = req.session?.userId ?? null;
    const signedIn = userId !== null;
    return {
      identity: {
        userId,
        isAdmin: signedIn && req.session?.isAdmin === true,
        reauthenticated: signedIn && (req.session?.reauthUntil ?? 0) > Date.now(),
      },
      requestId: String(res.locals.requestId),
      ip: req.ip ?? req.socket.remoteAddress ?? '',
      auditEvents: [],
      changeSession: (change) => applySessionChange(req, res, change),
      applyAccessChanges: (changes) => access.apply(changes),
    };
  };
}
