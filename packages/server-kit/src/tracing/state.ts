/**
 * What the rest of server-kit reads of tracing (the log lines' trace id, the request id on the
 * server span, the flush at shutdown), with no OpenTelemetry import: while tracing is off
 * (`OTEL_EXPORTER_OTLP_ENDPOINT` unset) each of these is one check of `active` and nothing more.
 */
export interface TraceFields {
  traceId?: string;
  spanId?: string;
}

/** The span attribute that carries the request id of the logs (`x-request-id`). */
export const REQUEST_ID_ATTRIBUTE = 'shop.request_id';

interface ActiveTracing {
  traceFields(): TraceFields | undefined;
  tagRequest(requestId: string): void;
  shutdown(): Promise<void>;
}

let active: ActiveTracing | undefined;

/** Called once by `startTracing` when the SDK started. */
export function tracingStarted(tracing: ActiveTracing): void {
  active = tracing;
}

export function tracingOn(): boolean {
  return active !== undefined;
}

/**
 * The trace and span id of the sampled span this code runs in, for a log line (a new object each
 * call: pino merges a line's fields into it); undefined outside one and with tracing off.
 */
export function traceFields(): TraceFields | undefined {
  return active?.traceFields();
}

/** Sets the request id as an attribute of the request's server span (the HTTP span the request opened). */
export function tagRequestId(requestId: string): void {
  active?.tagRequest(requestId);
}

/** Exports the spans still buffered (at shutdown); resolves at once with tracing off, and after `timeoutMs` at most. */
export async function shutdownTracing(timeoutMs = 2_000): Promise<void> {
  if (!active) return;
  const tracing = active;
  active = undefined;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    tracing.shutdown().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}
