import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');

/**
 * Starts tracing in a fresh process (the way a server's first import does), logs a line outside
 * and one inside a span, and reports what it saw: whether the SDK started and was loaded at all.
 */
function run(env: Record<string, string>): {
  started: boolean;
  sdkLoaded: boolean;
  lines: Array<Record<string, unknown>>;
  span: { traceId: string; spanId: string } | null;
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracing-spec-'));
  const file = path.join(dir, 'script.ts');
  const kit = path.join(root, 'packages/server-kit/src');
  fs.writeFileSync(
    file,
    `import { startTracing } from ${JSON.stringify(path.join(kit, 'tracing'))};
const started = startTracing('spec');
const { trace } = require(${JSON.stringify(require.resolve('@opentelemetry/api', { paths: [kit] }))});
const { log } = require(${JSON.stringify(path.join(kit, 'log'))});
log('spec', 'info', 'outside');
let span: unknown = null;
trace.getTracer('spec').startActiveSpan('work', (active: any) => {
  log('spec', 'info', 'inside');
  span = trace.getActiveSpan()?.isRecording() ? { traceId: active.spanContext().traceId, spanId: active.spanContext().spanId } : null;
  active.end();
});
const sdkLoaded = Object.keys(require.cache).some((name) => name.includes('@opentelemetry/sdk-node'));
process.stderr.write(JSON.stringify({ started, sdkLoaded, span }) + '\\n');
process.exit(0);
`,
  );
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('OTEL_')));
  const result = spawnSync(process.execPath, [path.join(root, 'test-support/ts-child.cjs'), file], {
    cwd: kit,
    env: { ...inherited, LOG_LEVEL: 'info', ...env },
    encoding: 'utf8',
  });
  fs.rmSync(dir, { recursive: true, force: true });
  const report = JSON.parse(result.stderr.trim().split('\n').pop() ?? '{}') as {
    started: boolean;
    sdkLoaded: boolean;
    span: { traceId: string; spanId: string } | null;
  };
  const lines = result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { ...report, lines };
}

describe('tracing (docs/operations.md "Traces")', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT: no SDK loaded, no span recorded, log lines without a trace id', () => {
    const { started, sdkLoaded, span, lines } = run({});
    expect({ started, sdkLoaded, span }).toEqual({ started: false, sdkLoaded: false, span: null });
    expect(lines.map((line) => line.message)).toEqual(['outside', 'inside']);
    for (const line of lines) expect(Object.keys(line)).not.toContain('traceId');
  });

  it('is off with OTEL_SDK_DISABLED=true even with an endpoint', () => {
    const { started, sdkLoaded } = run({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      OTEL_SDK_DISABLED: 'true',
    });
    expect({ started, sdkLoaded }).toEqual({ started: false, sdkLoaded: false });
  });

  it('with an endpoint: the SDK records spans, and a line written inside a span carries its trace and span id', () => {
    const { started, span, lines } = run({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(started).toBe(true);
    expect(span).toEqual({
      traceId: expect.stringMatching(/^[0-9a-f]{32}$/),
      spanId: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    const [outside, inside] = lines;
    expect(outside).toEqual(expect.objectContaining({ message: 'outside' }));
    expect(Object.keys(outside)).not.toContain('traceId');
    expect(inside).toEqual(
      expect.objectContaining({ message: 'inside', traceId: span!.traceId, spanId: span!.spanId }),
    );
  });

  it('samples by OTEL_TRACES_SAMPLER: always_off records nothing and logs no trace id', () => {
    const { started, span, lines } = run({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      OTEL_TRACES_SAMPLER: 'always_off',
    });
    expect({ started, span }).toEqual({ started: true, span: null });
    expect(lines.find((line) => line.message === 'inside')).not.toHaveProperty('traceId');
  });
});
