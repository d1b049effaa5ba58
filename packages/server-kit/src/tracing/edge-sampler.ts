import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  ParentBasedSampler,
  type Sampler,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace';

/**
 * The gateway's sampler: it faces the public, whose `traceparent` (the shell's, or anyone's) it
 * keeps, trace id and all, but whose "sampled" flag it does not obey: a remote parent gets the same
 * decision as a request without one, by `OTEL_TRACES_SAMPLER`'s root sampler (the ratio of
 * `OTEL_TRACES_SAMPLER_ARG`). Else every browser, which always sends the flag, would be traced
 * whatever the ratio, and anyone could have every request recorded. Behind the gateway the
 * standard parent-based sampler follows its decision. Undefined when the variable names a sampler
 * that does not look at the parent anyway (`always_on`, `traceidratio`, ...) or one we do not
 * know: the SDK's reading of the variable stands.
 */
export function edgeSampler(env: NodeJS.ProcessEnv): Sampler | undefined {
  const name = env.OTEL_TRACES_SAMPLER?.trim() || 'parentbased_always_on';
  let root: Sampler;
  if (name === 'parentbased_always_on') root = new AlwaysOnSampler();
  else if (name === 'parentbased_always_off') root = new AlwaysOffSampler();
  else if (name === 'parentbased_traceidratio') root = new TraceIdRatioBasedSampler(ratio(env.OTEL_TRACES_SAMPLER_ARG));
  else return undefined;
  return new ParentBasedSampler({ root, remoteParentSampled: root, remoteParentNotSampled: root });
}

/** OTEL_TRACES_SAMPLER_ARG as the SDK reads it: a number in [0, 1], else 1. */
function ratio(arg: string | undefined): number {
  const value = arg?.trim() ? Number(arg) : NaN;
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 1;
}
