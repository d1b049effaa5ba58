import type { NextFunction, Request, Response } from 'express';
import { histogram, type Metrics } from './registry';

/**
 * The route a request took, as its template (`/api/orders/:id`), never the raw path: the label
 * set stays bounded whatever paths are sent. A request no route answered (static files, a
 * middleware's answer such as the response cache's) is named by `fallback`, else `unmatched`.
 */
export function routeTemplate(req: Request, fallback?: (req: Request) => string | undefined): string {
  return (req as Request & { [TEMPLATE]?: string })[TEMPLATE] ?? fallback?.(req) ?? 'unmatched';
}

const ROUTE = Symbol('route');
const TEMPLATE = Symbol('route template');
const WATCHED = Symbol('route watched');

type Watched = Request & { [ROUTE]?: unknown; [TEMPLATE]?: string };

/**
 * Records the template (with the routers' mount paths) whenever the router assigns `req.route`:
 * the mount path is known then, while an error leaving a router restores `baseUrl` before the
 * answer is sent. One accessor on the app's request prototype (once per app), so requests keep
 * one shape.
 */
function watchRoutes(req: Request): void {
  const proto = Object.getPrototypeOf(req) as Record<symbol, unknown>;
  if (Object.hasOwn(proto, WATCHED)) return;
  Object.defineProperty(proto, 'route', {
    configurable: true,
    get(this: Watched) {
      return this[ROUTE];
    },
    set(this: Watched, value: { path?: unknown } | undefined) {
      this[ROUTE] = value;
      if (value && typeof value.path === 'string') this[TEMPLATE] = `${this.baseUrl}${value.path}`;
    },
  });
  proto[WATCHED] = true;
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
    watchRoutes(req);
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
