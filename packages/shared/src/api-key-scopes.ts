/**
 * Every scope a reseller API key may carry, exactly as issue 37 names them: the server checks
 * them (`@shop/server-kit` api-key.ts) and the account page offers them.
 */
export const API_KEY_SCOPES = [
  'products:read',
  'orders:write',
  'orders:read',
  'credentials:read',
  'wallet:read',
  'webhooks:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const isApiKeyScope = (value: unknown): value is ApiKeyScope =>
  typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);
