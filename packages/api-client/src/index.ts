import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './v1';

export type { components, operations, paths } from './v1';

/** A problem detail (RFC 9457), the body of every error answer of /api/v1. */
export type Problem = import('./v1').components['schemas']['Problem'] & Record<string, unknown>;

export interface ResellerClientOptions {
  /** The shop's origin, e.g. https://shop.example (the paths carry /api/v1). */
  baseUrl: string;
  /** An API key, `gas_live_…`. */
  apiKey: string;
  /** Another fetch (a test's, a proxy's); the global one otherwise. */
  fetch?: ClientOptions['fetch'];
}

export type ResellerClient = Client<paths>;

/**
 * A client of the reseller API: each path, its parameters, body and answers typed from the OpenAPI
 * document; the key sent as `Authorization: Bearer` on every request. Every POST needs an
 * `Idempotency-Key` header (`newIdempotencyKey()`); send the same one again to retry safely.
 */
export function createResellerClient(options: ResellerClientOptions): ResellerClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** A fresh Idempotency-Key for one logical write: keep it for that write's retries. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
