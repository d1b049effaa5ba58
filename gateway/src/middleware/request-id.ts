import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import { inRequest, logger, REQUEST_ID_HEADER, tagRequestId } from '@shop/server-kit';

const isApiCall = (url: string | undefined) => !!url && (url.startsWith('/api') || url.startsWith('/graphql'));

/**
 * One line per /api and /graphql request (pino-http: method, path, status, ms), with the request
 * id every other line of the request carries too.
 */
const requestLog = pinoHttp({
  logger: logger('gateway'),
  genReqId: (_req, res) => String((res as Response).locals.requestId),
  customAttributeKeys: { reqId: 'requestId', responseTime: 'ms' },
  // The mixin of server-kit's logger already adds the request id; pino-http would add it twice.
  quietReqLogger: true,
  autoLogging: { ignore: (req) => !isApiCall(req.url) },
  customSuccessMessage: () => 'request',
  customErrorMessage: () => 'request',
  serializers: {
    req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
    res: (res: { statusCode: number }) => ({ status: res.statusCode }),
  },
});

/**
 * Every request gets an id, echoed in the response and passed to the subgraphs' logs; with tracing
 * on, it is the `shop.request_id` attribute of the request's server span.
 */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header(REQUEST_ID_HEADER);
  const id = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = id;
  tagRequestId(id);
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/**
 * The request's log line and its log scope (every line it causes carries its id); after
 * `requestId`. Mounted after the response cache: a cached public read is answered without them
 * (docs/performance.md "Public reads and the response cache").
 */
export function requestLogging(req: Request, res: Response, next: NextFunction): void {
  inRequest(String(res.locals.requestId), () => requestLog(req, res, next));
}
