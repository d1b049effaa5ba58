import http from 'node:http';
import https from 'node:https';
import { checkUrlShape, guardedLookup, WebhookUrlRefused, type WebhookGuardSettings } from './ssrf-guard';

export const DELIVERY_TIMEOUT_MS = 15_000;
export const MAX_RESPONSE_BYTES = 64 * 1024;

export interface SendResult {
  /** 2xx only. */
  ok: boolean;
  /** The receiver's status code; null when no answer came (refused, timed out, unreachable). */
  status: number | null;
  /** Why it failed, in words for the delivery log; null on success. */
  error: string | null;
}

/**
 * One POST of a signed webhook, through the SSRF guard: the URL's shape and literal address are
 * checked here, a name's every address by the socket's own lookup (`guardedLookup`). Redirects are
 * never followed (a 3xx is a failure), the whole exchange has 15 s, and at most 64 KB of the
 * answer is read.
 */
export function sendWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  settings: WebhookGuardSettings,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<SendResult> {
  let url: URL;
  try {
    url = checkUrlShape(rawUrl, settings);
  } catch (error) {
    return Promise.resolve({ ok: false, status: null, error: (error as Error).message });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: guardedLookup(settings),
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // Only so much of an answer is read; the status has already decided the outcome.
          if (read >= MAX_RESPONSE_BYTES) response.destroy();
        });
        const done = () => finish(outcome(status, response.headers.location));
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ ok: false, status: null, error: `No answer within ${Math.round(timeoutMs / 1000)} s.` });
    }, timeoutMs);
    request.on('error', (error: Error & { code?: string }) =>
      finish({
        ok: false,
        status: null,
        error:
          error instanceof WebhookUrlRefused || error.code === 'WEBHOOK_ADDRESS_REFUSED'
            ? error.message
            : `Could not connect: ${error.code ?? error.message}.`,
      }),
    );
    request.end(body);
  });
}

function outcome(status: number, location: string | undefined): SendResult {
  if (status >= 200 && status < 300) return { ok: true, status, error: null };
  if (status >= 300 && status < 400)
    return {
      ok: false,
      status,
      error: `Answered a redirect (${status}${location ? ` to ${location.slice(0, 200)}` : ''}); redirects are not followed.`,
    };
  return { ok: false, status, error: `Answered ${status}; only a 2xx counts as delivered.` };
}
