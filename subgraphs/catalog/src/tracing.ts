// The first import of main.ts: OpenTelemetry must hook `require` before express, pg and graphql
// load (docs/operations.md "Traces"); does nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
import { startTracing } from '@shop/server-kit/tracing';

startTracing('catalog');
