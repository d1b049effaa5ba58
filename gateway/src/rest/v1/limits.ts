import type { RequestHandler, Response } from 'express';
import type { ThrottleStore } from '../../throttle/throttle-store';
import type { ApiKeyCaller } from './bearer';
import { Problem } from './problem';

/** The shop's defaults for a key without its own limits (applied only while the throttles are on). */
export const V1_DEFAULT_REQUESTS_PER_MINUTE = 600;
export const V1_DEFAULT_ORDERS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;

export const tooManyRequests = (what: string, limit: number) =>
  `This API key may make ${limit} ${what} a minute: wait for Retry-After seconds.`;

interface Quota {
  /** The policy's name in the headers. */
  name: 'requests' | 'orders';
  limit: number;
}

/**
 * Per-key limits of /api/v1 (issue 37): requests per minute on every call, orders per minute on
 * `POST /v1/orders` (each order request, whatever its quantity), counted in the shop's PostgreSQL
 * throttle store (`gateway.throttle`, one fixed one-minute window per key, so every replica counts
 * together). Each answer carries the IETF `RateLimit-Policy` and `RateLimit` headers
 * (draft-ietf-httpapi-ratelimit-headers: `"requests";q=600;w=60` and `"requests";r=599;t=42`); a
 * refusal is a 429 problem with `Retry-After`. An admin's limit always applies; the defaults only
 * while the shop's throttles are on (`RATE_LIMITS`).
 */
export function perKeyLimits(store: ThrottleStore, options: { defaults: boolean }): RequestHandler {
  return (req, res, next) => {
    const caller = res.locals.apiKey as ApiKeyCaller;
    const quotas: Quota[] = [];
    const requests = caller.requestsPerMinute ?? (options.defaults ? V1_DEFAULT_REQUESTS_PER_MINUTE : null);
    if (requests !== null) quotas.push({ name: 'requests', limit: requests });
    // Mounted on /v1: the path is below it.
    if (req.method === 'POST' && /^\/orders\/?$/.test(req.path)) {
      const orders = caller.ordersPerMinute ?? (options.defaults ? V1_DEFAULT_ORDERS_PER_MINUTE : null);
      if (orders !== null) quotas.push({ name: 'orders', limit: orders });
    }
    if (!quotas.length) return next();
    void count(store, caller.keyId, quotas, res).then(() => next(), next);
  };
}

async function count(store: ThrottleStore, keyId: number, quotas: Quota[], res: Response): Promise<void> {
  const policies: string[] = [];
  const states: string[] = [];
  let refused: { quota: Quota; retryAfter: number } | null = null;
  for (const quota of quotas) {
    const hit = await store.hit(`v1:${quota.name}:${keyId}`, 1, quota.limit, WINDOW_MS);
    policies.push(`"${quota.name}";q=${quota.limit};w=${WINDOW_MS / 1000}`);
    states.push(`"${quota.name}";r=${Math.max(0, quota.limit - (hit.hits ?? 0))};t=${hit.retryAfter}`);
    if (!hit.allowed && !refused) refused = { quota, retryAfter: hit.retryAfter };
  }
  res.setHeader('RateLimit-Policy', policies.join(', '));
  res.setHeader('RateLimit', states.join(', '));
  if (refused) {
    res.setHeader('Retry-After', String(refused.retryAfter));
    throw new Problem(429, 'RATE_LIMITED', tooManyRequests(refused.quota.name, refused.quota.limit));
  }
}
