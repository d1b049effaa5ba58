import { context, isSpanContextValid, trace, TraceFlags } from '@opentelemetry/api';
import { getRPCMetadata } from '@opentelemetry/core';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { edgeSampler } from './edge-sampler';
import { REQUEST_ID_ATTRIBUTE, type TraceFields } from './state';

/** Paths no trace is made for: the orchestrator's probes and the scrapes, many a second and all alike. */
const UNTRACED = /^\/(health|metrics)(\/|\?|$)/;

/**
 * The OpenTelemetry Node SDK with the instrumentations the shop needs (docs/operations.md
 * "Traces"): incoming and outgoing node http, express's routers and request handlers (not each
 * middleware passed: a span for each doubles the spans of a request and tells little), GraphQL's
 * parse, validate, execute and root fields, PostgreSQL's queries, and undici (the calls between our
 * processes, `http-client.ts`, and the global fetch). Exporter, protocol, sampler and propagators
 * come from the standard `OTEL_*` variables (W3C trace context by default); `edge` (the gateway)
 * decides sampling itself for every request from outside (edge-sampler.ts).
 */
export function startSdk(service: string, env: NodeJS.ProcessEnv, edge: boolean) {
  const sampler = edge ? edgeSampler(env) : undefined;
  const sdk = new NodeSDK({
    // Else the SDK's own from OTEL_TRACES_SAMPLER (parent-based by default).
    ...(sampler ? { sampler } : {}),
    // OTEL_SERVICE_NAME, when set, names the service (the SDK reads it); else the process's own name.
    ...(env.OTEL_SERVICE_NAME ? {} : { serviceName: service }),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED.test(req.url ?? '') }),
      // Routers stay: without their spans the instrumentation loses the route (`http.route`, the span's name).
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      // The operation's root fields only (`placeOrder`), not a span per field of its answer.
      new GraphQLInstrumentation({ depth: 1, mergeItems: true, ignoreTrivialResolveSpans: true }),
      // Queries outside any request (the outbox's polling) would each start a trace of one span.
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation(),
    ],
    // Traces only: the metrics are prom-client's (`/metrics`), the logs go to stdout.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return {
    shutdown: () => sdk.shutdown(),
    // Only a sampled span's ids: a trace id in a log line is one the collector has.
    traceFields(): TraceFields | undefined {
      const span = trace.getActiveSpan()?.spanContext();
      if (!span || !isSpanContextValid(span) || !(span.traceFlags & TraceFlags.SAMPLED)) return undefined;
      return { traceId: span.traceId, spanId: span.spanId };
    },
    tagRequest(requestId: string): void {
      // The HTTP server span of this request (the http instrumentation keeps it in the context), else the active span.
      const ctx = context.active();
      const span = getRPCMetadata(ctx)?.span ?? trace.getSpan(ctx);
      span?.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
    },
  };
}
