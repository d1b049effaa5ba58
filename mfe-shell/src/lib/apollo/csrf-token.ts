import { tracedFetch } from '@shop/ui';
/**
 * The gateway's anti-forgery token: a readable cookie `csrf-token` that every POST must echo in
 * the `x-csrf-token` header. When the cookie is missing (first visit, expired session) the token
 * comes from `GET /api/csrf-token`, which also sets the cookie.
 */
export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_ENDPOINT = '/api/csrf-token';

export interface CsrfTokenSource {
  /** The cookie's token, or a fetched one when there is no cookie. */
  get(): Promise<string>;
  /** Always asks the server; concurrent callers share one request. */
  refresh(): Promise<string>;
}

export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name && value.length > 0) {
      const text = decodeURIComponent(value.join('='));
      return text || null;
    }
  }
  return null;
}

export function createCsrfTokenSource(endpoint: string = CSRF_ENDPOINT): CsrfTokenSource {
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const response = await tracedFetch(endpoint, { credentials: 'include', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`Could not get an anti-forgery token (HTTP ${response.status})`);
    const body: unknown = await response.json();
    const token = (body as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || !token) throw new Error('The anti-forgery token answer has no token');
    return token;
  }

  const refresh = (): Promise<string> => {
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  };

  return {
    get: () => {
      const cookie = readCookie(CSRF_COOKIE);
      return cookie ? Promise.resolve(cookie) : refresh();
    },
    refresh,
  };
}
