import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { log, REQUEST_ID_HEADER } from '@shop/server-kit';

/** Every request gets an id, echoed in the response and passed to the subgraphs' logs. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header(REQUEST_ID_HEADER);
  const id = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  if (req.path.startsWith('/api') || req.path.startsWith('/graphql')) {
    const started = Date.now();
    res.on('finish', () => {
      log('gateway', 'info', 'request', { requestId: id, method: req.method, path: req.path, status: res.statusCode, ms: Date.now() - started });
    });
  }
  next();
}
