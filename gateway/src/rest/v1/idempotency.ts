import { log } from '@shop/server-kit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  fingerprint,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type IdempotencyStore,
} from '../../middleware/idempotency';
import type { ApiKeyCaller } from './bearer';
import { Problem } from './problem';

export const IDEMPOTENCY_KEY_REQUIRED =
  'Send an Idempotency-Key header (1 to 255 printable ASCII characters, e.g. a UUID) with every POST of /api/v1.';
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 1 to 255 printable ASCII characters.';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used with a different request (method, path or body). Use a new key for a new request.';
export const IDEMPOTENCY_KEY_IN_FLIGHT =
  'A request with this Idempotency-Key is still being processed. Retry after it finishes to get its answer.';

/** The scope of a key's idempotency rows: another API key's identical value is another request. */
export const apiKeyScope = (keyId: number) => `apikey:${keyId}`;

/**
 * `Idempotency-Key` on every POST of /api/v1 (docs/decisions/0071-api-idempotency.md), on the
 * cookie routes' PostgreSQL store (`gateway.idempotency_key`, every replica sees it), scoped to the
 * API key. Unlike the cookie routes the header is required (400 without), and a retry while the
 * first is in flight is answered 409 at once (a client retries, it does not hang). The first
 * answer (2xx or 4xx, problem details included) is stored with the request's fingerprint before it
 * is sent, and replayed for 24 hours with `Idempotent-Replayed: true`; another request under the
 * key is a 422. A 5xx frees the key; purchases stay exactly-once beyond that in commerce.
 */
export function requireIdempotencyKey(store: IdempotencyStore): RequestHandler {
  return (req, res, next) => void handle(store, req, res, next).catch(next);
}

async function handle(store: IdempotencyStore, req: Request, res: Response, next: NextFunction): Promise<void> {
  const caller = res.locals.apiKey as ApiKeyCaller;
  const key = req.header(IDEMPOTENCY_HEADER);
  if (key === undefined || key === '') throw new Problem(400, 'IDEMPOTENCY_KEY_REQUIRED', IDEMPOTENCY_KEY_REQUIRED);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new Problem(400, 'BAD_USER_INPUT', IDEMPOTENCY_KEY_INVALID);
  const scope = apiKeyScope(caller.keyId);
  const print = fingerprint(req);
  const claimed = await store.claim(caller.userId, key, print, scope);
  if (claimed !== true) {
    if (claimed.fingerprint !== print) throw new Problem(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED);
    if (claimed.status === null) {
      res.setHeader('Retry-After', '1');
      throw new Problem(409, 'IDEMPOTENCY_KEY_IN_FLIGHT', IDEMPOTENCY_KEY_IN_FLIGHT);
    }
    res.setHeader('Idempotent-Replayed', 'true');
    res
      .status(claimed.status)
      .type(claimed.contentType ?? 'application/json')
      .send(store.open(claimed));
    return;
  }

  // Keep the answer before it leaves (res.json and the problem handler both end in res.send), so a
  // retry never finds the key without it.
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    // res.json and sendProblem hand res.send their JSON text; anything else is kept as its JSON.
    const text =
      typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body ?? null);
    store
      .finish(
        caller.userId,
        key,
        { status: res.statusCode, body: text, contentType: res.get('content-type') ?? null },
        scope,
      )
      .catch((error: Error) =>
        log('gateway', 'error', 'idempotency answer not stored', {
          requestId: String(res.locals.requestId ?? ''),
          error: error.message,
        }),
      )
      .finally(() => send(body));
    return res;
  };
  next();
}
