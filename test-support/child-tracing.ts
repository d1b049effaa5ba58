import { startTracing } from '../packages/server-kit/src/tracing';

/**
 * The first import of the test's server children (subgraph-child.ts, replica-child.ts), as
 * gateway/src/tracing.ts is of the gateway's main.ts: OpenTelemetry starts, under the piece's
 * name, before express, pg and graphql load, when the test set OTEL_EXPORTER_OTLP_ENDPOINT.
 */
const child = JSON.parse(process.env.SUBGRAPH_CHILD ?? process.env.REPLICA_CHILD ?? '{}') as {
  name?: string;
  piece?: string;
};
const name = child.name ?? child.piece ?? 'test-child';
startTracing(name, { edge: name === 'gateway' });
