/**
 * W3C trace context on the browser's requests to the gateway (docs/operations.md "Traces"): a
 * `traceparent` made for each request, without a tracing SDK in the page, so that the trace of a
 * slow page's request starts in the shell and the gateway's spans hang under it. The gateway keeps
 * the trace id and decides itself whether to record it (it does not obey a caller's "sampled" flag).
 */
const HEADER = 'traceparent';

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A new `traceparent`: version 00, a random trace id and parent span id, flags 01. */
export function traceparent(): string {
  return `00-${hex(16)}-${hex(8)}-01`;
}

/** `headers` (a record stays a record) with a new `traceparent`, unless they carry one. */
function withTraceparent(headers: HeadersInit | undefined): HeadersInit {
  if (headers instanceof Headers) {
    const copy = new Headers(headers);
    if (!copy.has(HEADER)) copy.set(HEADER, traceparent());
    return copy;
  }
  if (Array.isArray(headers))
    return headers.some(([name]) => name.toLowerCase() === HEADER) ? headers : [...headers, [HEADER, traceparent()]];
  const record = { ...headers };
  if (!Object.keys(record).some((name) => name.toLowerCase() === HEADER)) record[HEADER] = traceparent();
  return record;
}

/** Same origin only: another origin (a remote's CDN) would need a CORS preflight for the header. */
function sameOrigin(input: RequestInfo | URL): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return typeof location !== 'undefined' && new URL(url, location.href).origin === location.origin;
}

/** `fetch` with a new `traceparent` on each request to the page's own origin (the gateway). */
export const tracedFetch: typeof fetch = (input, init) =>
  sameOrigin(input)
    ? fetch(input, {
        ...init,
        headers: withTraceparent(init?.headers ?? (input instanceof Request ? input.headers : undefined)),
      })
    : fetch(input, init);
