import type { Request, Response } from 'express';
import type { Identity } from '@shop/server-kit';
import { applySessionChange } from '../session/session';
import type { SessionChange } from '@shop/server-kit';

/** Per-request context of the gateway, for /graphql and for the REST facade alike. */
export interface GatewayContext {
  identity: Identity;
  requestId: string;
  /** Applies a verified login/logout grant from a subgraph to the cookie session. */
  changeSession(change: SessionChange): Promise<void>;
}

export function contextFromRequest(req: Request, res: Response): GatewayContext {
  const userId = req.session?.userId ?? null;
  return {
    identity: { userId, isAdmin: userId !== null && req.session?.isAdmin === true },
    requestId: String(res.locals.requestId),
    changeSession: (change) => applySessionChange(req, res, change),
  };
}
