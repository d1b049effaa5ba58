import type { NextFunction, Request, Response } from 'express';
import { histogram, type Metrics } from './registry';

/**
 * The route a request took, as its template (`/api/orders/:id`), never the raw path: the label
 * set stays bounded whatever paths are sent. A request no route answered (static files, a
 * middleware's answer such as the response cache's) is named by `fallback`, else `unmatched`.
 */
export function routeTemplate(req: Request, fallback?: (req: Request) => string | undefined): string {
  return templates.get(req) ?? fallback?.(req) ?? 'unmatched';
}

/** The template of the last route that matched each request, with its routers' mount paths. */
const templates = new WeakMap<Request, string>();

/**
 * Records the template when the router assigns `req.route` (the mount path is known then; an
 * error leaving the router restores `baseUrl` before the answer is sent).
 */
function watchRoute(req: Request): void {
  let route: unknown;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      if (value && typeof value.path === 'string') templates.set(req, `${req.baseUrl}${value.path}`);
    },
  });
}

/**
 * `http_request_duration_seconds{method,route,status}`: each answered request's duration, so its
 * `_count` is the request rate and errors are the `status=~"5.."` series. Mount it first.
 */
export function httpMetrics(metrics: Metrics, fallback?: (req: Request) => string | undefined) {
  const duration = histogram(
    metrics,
    'http_request_duration_seconds',
    'HTTP requests answered, by method, route template and status code',
    ['method', 'route', 'status'],
  );
  return (req: Request, res: Response, next: NextFunction) => {
    const end = duration.startTimer();
    watchRoute(req);
    res.once('finish', () => {
      end({
        method: METHODS.has(req.method) ? req.method : 'OTHER',
        route: routeTemplate(req, fallback),
        status: res.statusCode,
      });
    });
    next();
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
