import {
  API_KEY_AUTH_PATH,
  type ApiKeyAuthentication,
  type ApiKeyScope,
  hasValidApiKeyChecksum,
  IDENTITY_HEADER,
  lightFetch,
  signIdentity,
} from '@shop/server-kit';
import type { RequestHandler, Response } from 'express';
import { Problem } from './problem';

/** The key a request of `/api/v1` was authenticated with (`res.locals.apiKey`). */
export interface ApiKeyCaller {
  keyId: number;
  userId: number;
  scopes: ApiKeyScope[];
  /** The admin's limits for this key; null: the shop's default (v1/limits.ts). */
  requestsPerMinute: number | null;
  ordersPerMinute: number | null;
}

export const NO_BEARER = 'Send your API key as Authorization: Bearer gas_live_… (cookies are not accepted on /api/v1).';
export const BAD_CHECKSUM = 'This is not a valid API key: its format or checksum is wrong.';
export const UNKNOWN_KEY = 'This API key is unknown, expired, revoked, or was rolled and its overlap is over.';
export const WRONG_ADDRESS = 'This API key may not be used from your address.';
export const missingScope = (scope: ApiKeyScope) => `This API key lacks the scope ${scope}.`;

const BEARER = /^Bearer[ ]+(\S+)$/i;

/** The bearer token of the request, or null. */
export function bearerOf(header: string | undefined): string | null {
  const match = header ? BEARER.exec(header.trim()) : null;
  return match ? match[1] : null;
}

/**
 * Authenticates `/api/v1` by its bearer key. The checksum is checked here first: a look-alike is
 * refused without asking commerce (no database read). Then commerce says whose key it is, read
 * fresh on every request (nothing cached), so a revoked key is refused on every replica at once.
 */
export function apiKeyAuthentication(commerceGraphqlUrl: string): RequestHandler {
  const url = commerceGraphqlUrl.replace(/\/graphql\/?$/, '') + API_KEY_AUTH_PATH;
  return (req, res, next) => {
    const key = bearerOf(req.header('authorization'));
    if (!key) return next(new Problem(401, 'UNAUTHENTICATED', NO_BEARER));
    if (!hasValidApiKeyChecksum(key)) return next(new Problem(401, 'UNAUTHENTICATED', BAD_CHECKSUM));
    authenticate(url, key, req.ip).then((answer) => {
      if (answer.ok) {
        const { keyId, userId, scopes, requestsPerMinute, ordersPerMinute } = answer;
        const caller: ApiKeyCaller = { keyId, userId, scopes, requestsPerMinute, ordersPerMinute };
        res.locals.apiKey = caller;
        return next();
      }
      next(
        answer.reason === 'address'
          ? new Problem(403, 'FORBIDDEN', WRONG_ADDRESS)
          : new Problem(401, 'UNAUTHENTICATED', UNKNOWN_KEY),
      );
    }, next);
  };
}

async function authenticate(url: string, key: string, address: string | undefined): Promise<ApiKeyAuthentication> {
  let response;
  try {
    response = await lightFetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [IDENTITY_HEADER]: signIdentity({ userId: null, isAdmin: false }, 'commerce'),
      },
      body: JSON.stringify({ key, address }),
    });
  } catch {
    throw new Problem(503, 'SERVICE_UNAVAILABLE', 'The API key could not be checked just now: retry shortly.');
  }
  if (!response.ok)
    throw new Problem(503, 'SERVICE_UNAVAILABLE', 'The API key could not be checked just now: retry shortly.');
  return (await response.json()) as ApiKeyAuthentication;
}

/** 403 unless the request's key carries `scope`. */
export function requireScope(res: Response, scope: ApiKeyScope): void {
  const caller = res.locals.apiKey as ApiKeyCaller | undefined;
  if (!caller) throw new Problem(401, 'UNAUTHENTICATED', NO_BEARER);
  if (!caller.scopes.includes(scope)) throw new Problem(403, 'FORBIDDEN', missingScope(scope));
}
