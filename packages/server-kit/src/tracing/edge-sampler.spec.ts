import { context, ROOT_CONTEXT, SpanKind, trace, TraceFlags } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace';
import { edgeSampler } from './edge-sampler';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

/** The decision for a request whose caller sent `traceparent` with `flags` (none: no header). */
function decide(env: NodeJS.ProcessEnv, flags?: TraceFlags): SamplingDecision | undefined {
  const sampler = edgeSampler(env);
  if (!sampler) return undefined;
  const parent =
    flags === undefined
      ? ROOT_CONTEXT
      : trace.setSpanContext(context.active(), {
          traceId: TRACE,
          spanId: '00f067aa0ba902b7',
          traceFlags: flags,
          isRemote: true,
        });
  return sampler.shouldSample(parent, TRACE, 'POST /api/orders', SpanKind.SERVER, {}, []).decision;
}

describe("the gateway's sampler: the public's traceparent keeps its trace id, not its sampling flag", () => {
  const RECORD = SamplingDecision.RECORD_AND_SAMPLED;
  const DROP = SamplingDecision.NOT_RECORD;

  it('parent-based always on (the default): records a request the caller did not sample', () => {
    expect([decide({}), decide({}, TraceFlags.NONE), decide({}, TraceFlags.SAMPLED)]).toEqual([RECORD, RECORD, RECORD]);
  });

  it('parent-based always off: records nothing, not even what the caller sampled', () => {
    const env = { OTEL_TRACES_SAMPLER: 'parentbased_always_off' };
    expect([decide(env), decide(env, TraceFlags.NONE), decide(env, TraceFlags.SAMPLED)]).toEqual([DROP, DROP, DROP]);
  });

  it('parent-based trace-id ratio: the ratio decides with or without the caller flag', () => {
    const none = { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0' };
    expect([decide(none), decide(none, TraceFlags.SAMPLED)]).toEqual([DROP, DROP]);
    const all = { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '1' };
    expect([decide(all), decide(all, TraceFlags.NONE)]).toEqual([RECORD, RECORD]);
  });

  it('a sampler that ignores parents anyway, or an unknown one, is left to the SDK', () => {
    for (const name of ['always_on', 'always_off', 'traceidratio', 'parentbased_jaeger_remote'])
      expect(edgeSampler({ OTEL_TRACES_SAMPLER: name })).toBeUndefined();
  });
});
