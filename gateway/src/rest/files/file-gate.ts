import type { Request, RequestHandler, Response, Router } from 'express';
import { sessionIsAdmin } from '../../session/session';
import { rateLimitMessage } from '../../throttle/rate-limited.error';
import type { Throttles } from '../../throttle/throttles';
import { OperationError } from '../execute';
import { ROUTES } from '../registry';
import type { AnyRouteSpec } from '../route-spec';

/** Every route that carries a file, up or down: tickets, replies and warranty claims. */
export const FILE_ROUTES: readonly AnyRouteSpec[] = [
  ROUTES.createTicket,
  ROUTES.replyToTicket,
  ROUTES.ticketAttachment,
  ROUTES.submitClaim,
  ROUTES.uploadClaimAttachment,
  ROUTES.claimAttachment,
];

/** A small body after a refusal is read and discarded, so every client reads the answer and keeps its connection. */
const DRAIN_LIMIT = 64 * 1024;

/**
 * A refusal before the body is read. A body declared larger than DRAIN_LIMIT (or of unknown
 * length) is never read: the answer says `Connection: close` and Node closes the socket after it.
 * A small one is discarded as Node does by itself, so a client still writing it reads the answer.
 */
function refuseUnread(req: Request, res: Response, error: OperationError): never {
  const declared = Number(req.header('content-length') ?? 0);
  const hasBody = req.header('transfer-encoding') !== undefined || declared > 0;
  if (hasBody && !req.complete && !(Number.isSafeInteger(declared) && declared <= DRAIN_LIMIT))
    res.set('connection', 'close');
  throw error;
}

/**
 * The file routes' gate, mounted before any body parser: a guest gets 401 from the session alone
 * (a 5 MB form is never read for someone who may not send it), and each upload or download
 * counts on the file throttle per account and per address (`RATE_LIMIT_FILES*`), 429 past it.
 * JSON bodies of the same routes (a ticket without a file) pass the same gate.
 */
export function fileGate(throttles: Throttles | null): RequestHandler {
  return async (req, res, next) => {
    try {
      const userId = req.session?.userId;
      if (userId === undefined)
        refuseUnread(req, res, new OperationError(401, 'Please log in first.', 'UNAUTHENTICATED'));
      const carriesFile = req.method === 'GET' || Boolean(req.is('multipart/form-data'));
      if (throttles && carriesFile) {
        const caller = { ip: req.ip ?? req.socket.remoteAddress ?? '', userId, isAdmin: sessionIsAdmin(req) };
        const retryAfter = await throttles.file(caller);
        if (retryAfter !== null)
          refuseUnread(
            req,
            res,
            new OperationError(429, rateLimitMessage('other', retryAfter), 'RATE_LIMITED', { retryAfter }),
          );
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Puts `fileGate` in front of every file route; mount it before the body parsers. */
export function gateFileRoutes(router: Router, throttles: Throttles | null): void {
  const gate = fileGate(throttles);
  for (const route of FILE_ROUTES) router[route.method](route.path, gate);
}
