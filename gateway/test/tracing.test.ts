import { randomBytes } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { type Shop, signUp, startShop } from '../../test-support/shop';

// One purchase is one trace through every process (issue 38): the gateway, commerce, the catalog
// it reads the product from, and commerce's SQL. No collector runs here, so the test holds the
// OTLP/HTTP receiver (JSON, OTEL_EXPORTER_OTLP_PROTOCOL=http/json) that the processes export to.
jest.setTimeout(240_000);

interface ReceivedSpan {
  service: string;
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type OtlpAttribute = { key: string; value: OtlpValue };
interface OtlpTraces {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{
      scope?: { name?: string };
      spans?: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
      }>;
    }>;
  }>;
}

const attributes = (list: OtlpAttribute[] = []) =>
  Object.fromEntries(
    list.map(({ key, value }) => [key, value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue]),
  );

/** An OTLP/HTTP receiver on 127.0.0.1 (a free port in 19500-19599): every span the shop exports. */
async function startReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
      if (req.url !== '/v1/traces' || !String(req.headers['content-type']).startsWith('application/json')) {
        res.writeHead(415).end();
        return;
      }
      const request = JSON.parse(body.toString('utf8')) as OtlpTraces;
      for (const resourceSpans of request.resourceSpans ?? []) {
        const service = String(attributes(resourceSpans.resource?.attributes)['service.name']);
        for (const scopeSpans of resourceSpans.scopeSpans ?? [])
          for (const span of scopeSpans.spans ?? [])
            spans.push({
              service,
              scope: scopeSpans.scope?.name ?? '',
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              kind: span.kind,
              attributes: attributes(span.attributes),
            });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  for (let port = 19500; port < 19600; port += 1) {
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (listening)
      return {
        url: `http://127.0.0.1:${port}`,
        spans,
        close: () =>
          new Promise((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      };
  }
  throw new Error('no free port in 19500-19599 for the OTLP receiver');
}

/** Waits until `read` answers something (the spans come in batches, some time after the answer). */
async function eventually<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never saw ${what}`);
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

describe('traces (OpenTelemetry over OTLP; the receiver is the test, no collector runs here)', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let shop: Shop;
  const lines: Array<{ piece: string; line: string }> = [];
  const TRACING_ENV = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_PROTOCOL', 'OTEL_BSP_SCHEDULE_DELAY'];
  const saved = Object.fromEntries(
    ['LOG_LEVEL', 'OTEL_TRACES_SAMPLER', ...TRACING_ENV].map((k) => [k, process.env[k]]),
  );

  beforeAll(async () => {
    receiver = await startReceiver();
    // The child processes inherit these: the standard variables, as an operator sets them.
    Object.assign(process.env, {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      OTEL_TRACES_SAMPLER: 'parentbased_always_on',
      LOG_LEVEL: 'info',
    });
    try {
      // Every piece in a process of its own, as in production.
      shop = await startShop({
        killable: ['catalog', 'commerce', 'support'],
        gatewayProcess: true,
        processOutput: (piece, line) => lines.push({ piece, line }),
      });
    } finally {
      for (const [key, value] of Object.entries(saved))
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
  });

  afterAll(async () => {
    await shop?.close();
    await receiver?.close();
  });

  it('one purchase with the caller traceparent: every span in its trace, one tree under the caller, across gateway, commerce (with its SQL) and catalog; its request id on the server spans, the trace id in the log lines; the gateway samples at the edge', async () => {
    const productId = await shop.unitProduct('Traced Purchase', '7.50', 1);
    const [customer] = await signUp(shop.url, 'traced', 1);
    await shop.fund(customer, '20.00');

    // A request the caller did not sample (flags 00): the gateway decides at the edge (its sampler,
    // parent-based always on here, records it) and keeps the caller's trace id.
    const unsampledTrace = hex(16);
    const unsampledCaller = hex(8);
    const unsampled = await customer.client.request('GET', '/api/products/' + productId, undefined, {
      headers: { traceparent: `00-${unsampledTrace}-${unsampledCaller}-00` },
    });
    expect(unsampled.status).toBe(200);

    const traceId = hex(16);
    const callerSpan = hex(8);
    const bought = await customer.client.request(
      'POST',
      '/api/orders',
      { productId },
      { headers: { traceparent: `00-${traceId}-${callerSpan}-01` } },
    );
    expect(bought.status).toBeLessThan(300);
    const requestId = bought.headers.get('x-request-id');
    expect(requestId).toBeTruthy();

    const inTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
    const isPg = (span: ReceivedSpan) => span.scope === '@opentelemetry/instrumentation-pg';
    // Every process has exported its part of the trace, commerce's SQL included.
    const spans = await eventually(() => {
      const found = inTrace();
      const services = new Set(found.map((span) => span.service));
      const ready =
        ['gateway', 'commerce', 'catalog'].every((service) => services.has(service)) &&
        found.some((span) => span.service === 'commerce' && isPg(span));
      return ready ? found : undefined;
    }, 'spans of the purchase from the gateway, commerce (with SQL) and catalog');

    // One tree: the gateway's server span is the child of the caller's span, and every other span's
    // parent is in the trace (each hop passed traceparent on). Spans still on their way are awaited.
    const tree = await eventually(() => {
      const found = inTrace();
      const ids = new Set(found.map((span) => span.spanId));
      const orphans = found.filter((span) => span.parentSpanId !== callerSpan && !ids.has(span.parentSpanId));
      return orphans.length === 0 ? found : undefined;
    }, 'every span of the trace with its parent in the trace');
    expect(spans.length).toBeLessThanOrEqual(tree.length);
    const roots = tree.filter((span) => span.parentSpanId === callerSpan);
    expect(roots.map(({ service, kind }) => ({ service, kind }))).toEqual([{ service: 'gateway', kind: 2 }]);
    expect(roots[0].name).toBe('POST /api/orders');
    const byId = new Map(tree.map((span) => [span.spanId, span]));
    const serviceOfParent = (span: ReceivedSpan) => byId.get(span.parentSpanId)?.service;
    // commerce's and catalog's server spans hang under a client span of their caller.
    const servers = (service: string) => tree.filter((span) => span.service === service && span.kind === 2);
    expect(servers('commerce').map(serviceOfParent)).toContain('gateway');
    expect(servers('catalog').map(serviceOfParent)).toContain('commerce');
    // The SQL runs inside commerce's request: its pg spans' ancestors reach commerce's server span.
    const ancestors = (span: ReceivedSpan): ReceivedSpan[] => {
      const parent = byId.get(span.parentSpanId);
      return parent ? [parent, ...ancestors(parent)] : [];
    };
    const commerceSql = tree.filter((span) => span.service === 'commerce' && isPg(span));
    expect(commerceSql.length).toBeGreaterThan(0);
    for (const sql of commerceSql) expect(ancestors(sql).some((span) => servers('commerce').includes(span))).toBe(true);

    // The request id of the logs is an attribute of each process's server span of this request.
    for (const service of ['gateway', 'commerce', 'catalog'])
      expect(servers(service).map((span) => span.attributes['shop.request_id'])).toContain(requestId);

    // The log lines written inside the trace carry its id: the gateway's request line and commerce's.
    const logged = (piece: string) =>
      lines
        .filter((entry) => entry.piece === piece && entry.line.startsWith('{'))
        .map((entry) => JSON.parse(entry.line) as { traceId?: string; requestId?: string; message?: string });
    for (const piece of ['gateway', 'commerce'])
      expect(logged(piece)).toContainEqual(expect.objectContaining({ traceId, requestId, message: 'request' }));

    // The request the caller did not sample is recorded by the gateway under the caller's trace id:
    // one tree under the caller's span, whose root is the gateway's server span (the rest follow it).
    const edge = await eventually(() => {
      const found = receiver.spans.filter((span) => span.traceId === unsampledTrace);
      const ids = new Set(found.map((span) => span.spanId));
      const orphans = found.filter((span) => !ids.has(span.parentSpanId));
      return orphans.length === 1 && orphans[0].service === 'gateway' ? orphans[0] : undefined;
    }, 'the gateway span of the request its caller did not sample, at the root of its trace');
    expect({ kind: edge.kind, parent: edge.parentSpanId }).toEqual({ kind: 2, parent: unsampledCaller });
  });
});
