import { tracedFetch } from '@shop/ui';
/**
 * Files go through the REST facade as multipart (the gateway's /graphql takes at most 1 MB of
 * JSON): a ticket and a reply (`POST /api/tickets[/{id}/messages]`) and a claim's file
 * (`POST /api/orders/{id}/claims/attachments`); GraphQL carries everything else. Downloads are
 * plain links.
 */
const CSRF_COOKIE = 'csrf-token';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name && value.length) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

async function csrfToken(fresh = false): Promise<string> {
  const cookie = fresh ? null : readCookie(CSRF_COOKIE);
  if (cookie) return cookie;
  const response = await tracedFetch('/api/csrf-token', {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as { token?: string } | null;
  if (!response.ok || !body?.token) throw new Error(`HTTP ${response.status}`);
  return body.token;
}

export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Sends a form (with the anti-forgery token; one retry with a fresh token after a 403) and returns the JSON answer. */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  let response: Response | null = null;
  for (const fresh of [false, true]) {
    response = await tracedFetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'x-csrf-token': await csrfToken(fresh) },
      body: form,
    });
    if (response.status !== 403) break;
  }
  const answer = response as Response;
  const body = (await answer.json().catch(() => null)) as { message?: string } | null;
  if (!answer.ok) throw new RestError(answer.status, body?.message || `HTTP ${answer.status}`);
  return body as T;
}

export const ticketAttachmentUrl = (id: number) => `/api/tickets/attachments/${id}`;
export const claimAttachmentUrl = (id: number) => `/api/claims/attachments/${id}`;
