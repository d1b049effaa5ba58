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
  traceFields(): TraceFields;
  tagRequest(requestId: string): void;
  shutdown(): Promise<void>;
}

const NONE: TraceFields = Object.freeze({});
let active: ActiveTracing | undefined;

/** Called once by `startTracing` when the SDK started. */
export function tracingStarted(tracing: ActiveTracing): void {
  active = tracing;
}

export function tracingOn(): boolean {
  return active !== undefined;
}

/** The trace and span id of the span this code runs in, for a log line; empty outside a span or with tracing off. */
export function traceFields(): TraceFields {
  return active ? active.traceFields() : NONE;
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
