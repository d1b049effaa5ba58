import type { NextFunction, Request, Response } from 'express';
import { histogram, type Metrics } from './registry';

/**
 * The route a request took, as its template (`/api/orders/:id`), never the raw path: the label
 * set stays bounded whatever paths are sent. A request no route answered (static files, a
 * middleware's answer such as the response cache's) is named by `fallback`, else `unmatched`.
 */
export function routeTemplate(req: Request, fallback?: (req: Request) => string | undefined): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  return fallback?.(req) ?? 'unmatched';
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
    res.once('finish', () => {
      end({ method: METHODS.has(req.method) ? req.method : 'OTHER', route: routeTemplate(req, fallback), status: res.statusCode });
    });
    next();
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
