import { tracedFetch } from '@shop/ui';
/**
 * The release registry's REST routes (`/api/delivery/*`, docs/api.md "Release registry"), as the
 * panel calls them with the admin's session. Writes carry the anti-forgery token; an answer other
 * than 2xx is a DeliveryError with the server's message and body (409 currentRevision, 422 gates,
 * 403 REAUTH_REQUIRED).
 */

export const DELIVERED_REMOTES = ['storefront', 'account', 'admin'] as const;
export type DeliveredRemote = (typeof DELIVERED_REMOTES)[number];

export type GateName = 'shared' | 'graphql' | 'exposes' | 'budget' | 'integrity';
export interface GateResult {
  gate: GateName;
  problems: string[];
}

export interface RemoteState {
  name: DeliveredRemote;
  active: { buildId: string; revision: number; activatedAt: string } | null;
  /** The build served to `percent` of the browsers (0: stopped by its failures). */
  canary?: { buildId: string; percent: number; since: string } | null;
  revision: number;
}

/** Reported failures of one build in one minute (`GET /api/delivery/remotes/:name/failures`). */
export interface FailureCount {
  buildId: string;
  minute: string;
  failures: number;
}

export interface ListedBuild {
  buildId: string;
  status: 'active' | 'kept' | 'removed';
  createdAt: string;
  gitCommit: string | null;
  publishedBy: string;
  size: { firstLoadBytes: number; totalBytes: number };
  pinned?: boolean;
  gates?: GateResult[] | null;
}

export interface DeliveryEvent {
  seq: number;
  at: string;
  action: string;
  actor: { userId: number | null; tokenId: string | null; tokenName: string | null };
  remote?: string | null;
  buildId?: string | null;
  gitCommit?: string | null;
  reason?: string | null;
  hash: string;
  previousHash: string;
}

/** `GET /api/delivery/audit?verify=true`: the hash chain checked from its first row. */
export interface ChainCheck {
  ok: boolean;
  checked: number;
  brokenAt?: number;
  problem?: string;
}

export interface DeployToken {
  id: string;
  name: string;
  hint: string;
  remotes: string[];
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

export class DeliveryError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: {
      code?: string;
      currentRevision?: number;
      gates?: GateResult[];
      /** The account has an authenticator app: re-authenticate with its code, not the password. */
      secondFactorRequired?: boolean;
      /** What re-authenticates such an account: `totp` (a code), `passkey`. */
      methods?: string[];
    } | null,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

const CSRF_COOKIE = 'csrf-token';

function csrfCookie(): string | null {
  const match = /(?:^|;\s*)csrf-token=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

async function csrfToken(fresh: boolean): Promise<string> {
  const cookie = fresh ? null : csrfCookie();
  if (cookie) return cookie;
  const response = await tracedFetch('/api/csrf-token', {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as { token?: string } | null;
  if (!response.ok || !body?.token)
    throw new DeliveryError(response.status, `${CSRF_COOKIE}: HTTP ${response.status}`, null);
  return body.token;
}

type ErrorAnswer = NonNullable<DeliveryError['body']> & { message?: string };

async function call<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const send = async (fresh: boolean) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (method !== 'GET') headers['x-csrf-token'] = await csrfToken(fresh);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await tracedFetch(path, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    return { response, answer: (await response.json().catch(() => null)) as unknown };
  };
  let { response, answer } = await send(false);
  // A write whose anti-forgery token went stale (a 403 without a code) goes once more with a fresh one.
  if (method !== 'GET' && response.status === 403 && !(answer as ErrorAnswer | null)?.code)
    ({ response, answer } = await send(true));
  if (!response.ok) {
    const error = answer as ErrorAnswer | null;
    throw new DeliveryError(response.status, error?.message || `HTTP ${response.status}`, error);
  }
  return answer as T;
}

export const deliveryApi = {
  remotes: (signal?: AbortSignal) => call<RemoteState[]>('GET', '/api/delivery/remotes', undefined, signal),
  builds: (remote: DeliveredRemote, signal?: AbortSignal) =>
    call<ListedBuild[]>('GET', `/api/delivery/remotes/${remote}/builds`, undefined, signal),
  audit: (remote: DeliveredRemote, limit: number, signal?: AbortSignal) =>
    call<{ events: DeliveryEvent[] }>('GET', `/api/delivery/audit?remote=${remote}&limit=${limit}`, undefined, signal),
  chain: (signal?: AbortSignal) =>
    call<{ chain?: ChainCheck }>('GET', '/api/delivery/audit?verify=true&limit=1', undefined, signal).then(
      (answer) => answer.chain ?? null,
    ),
  failures: (remote: DeliveredRemote, signal?: AbortSignal) =>
    call<{ failures: FailureCount[] }>('GET', `/api/delivery/remotes/${remote}/failures`, undefined, signal).then(
      (answer) => answer.failures,
    ),
  rollback: (remote: DeliveredRemote, buildId: string, reason: string) =>
    call<{ revision: number }>('POST', `/api/delivery/remotes/${remote}/rollback`, { buildId, reason }),
  tokens: (signal?: AbortSignal) => call<DeployToken[]>('GET', '/api/delivery/tokens', undefined, signal),
  createToken: (input: { name: string; remotes: DeliveredRemote[]; expiresAt?: string }) =>
    call<{ id: string; token: string }>('POST', '/api/delivery/tokens', input),
  revokeToken: (id: string) => call<DeployToken>('DELETE', `/api/delivery/tokens/${encodeURIComponent(id)}`),
};

/** `POST /api/admin/reauth`: the admin's password again, or the authenticator code (5 minutes), before a token is created. */
export const reauthenticate = (secret: string, kind: 'password' | 'code' = 'password') =>
  call<{ reauthenticated: boolean }>(
    'POST',
    '/api/admin/reauth',
    kind === 'code' ? { code: secret } : { password: secret },
  );
