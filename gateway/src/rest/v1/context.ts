import type { Request, Response } from 'express';
import type { GatewayContext } from '../../graphql/context';
import type { ApiKeyCaller } from './bearer';

/**
 * The context a reseller API call runs the shop's operations in: signed as the key's owner, never
 * an admin and never re-authenticated, whatever the owner's rights (scopes are all a key carries;
 * decision 0069). It touches no session.
 */
export function keyOwnerContext(req: Request, res: Response): GatewayContext {
  const caller = res.locals.apiKey as ApiKeyCaller;
  return {
    identity: { userId: caller.userId, isAdmin: false, reauthenticated: false },
    requestId: String(res.locals.requestId ?? ''),
    ip: req.ip ?? req.socket.remoteAddress ?? '',
    auditEvents: [],
    changeSession: async () => undefined,
    applyAccessChanges: async () => undefined,
  };
}
