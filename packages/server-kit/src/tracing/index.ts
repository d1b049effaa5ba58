import { tracingOn, tracingStarted } from './state';

/**
 * `@shop/server-kit/tracing`: the first import of each server's entry (`startTracing('gateway')`
 * in gateway/src/tracing.ts, imported first by main.ts), so that the SDK hooks `require` before
 * express, pg and graphql load: whichever way the process is started (`npm start`, the image's
 * command, a Kubernetes Deployment), it is the same file that runs first.
 *
 * `edge`: the process faces the public (the gateway): it keeps a caller's trace id but takes its
 * own sampling decision (edge-sampler.ts).
 *
 * Off unless `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set:
 * then no OpenTelemetry module is even loaded. `OTEL_SDK_DISABLED=true` turns it off as well.
 */
export function startTracing(
  service: string,
  options: { edge?: boolean } = {},
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (tracingOn()) return true;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return false;
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  // Loaded only now: with tracing off the SDK and its instrumentations cost nothing, not even their load.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the SDK is loaded only when tracing is on
  const { startSdk } = require('./sdk') as typeof import('./sdk');
  tracingStarted(startSdk(service, env, options.edge ?? false));
  return true;
}

export { REQUEST_ID_ATTRIBUTE, shutdownTracing, tagRequestId, traceFields, tracingOn } from './state';
