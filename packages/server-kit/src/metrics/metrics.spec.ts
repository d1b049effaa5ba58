import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { createMetrics, httpMetrics, MAX_OPERATION_NAMES, OperationNames, scrapedGauge, serveMetrics } from '.';

async function serve(app: express.Express): Promise<{ url: string; server: Server }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    );
  });
}

/** The `http_request_duration_seconds_count` series of a registry, as `method route status` → count. */
async function requestCounts(metrics: ReturnType<typeof createMetrics>): Promise<Record<string, number>> {
  const metric = await metrics.registry.getSingleMetric('http_request_duration_seconds')!.get();
  return Object.fromEntries(
    metric.values
      .filter((value) => value.metricName === 'http_request_duration_seconds_count')
      .map((value) => [`${value.labels.method} ${value.labels.route} ${value.labels.status}`, value.value]),
  );
}

describe('httpMetrics', () => {
  it('labels each request with its route template and mount path, never the raw path; errors too', async () => {
    const metrics = createMetrics('probe');
    const app = express();
    app.use(httpMetrics(metrics, (req) => (req.path.startsWith('/files') ? '(files)' : undefined)));
    const api = Router();
    api.get('/orders/:id', (_req, res) => {
      res.json({ ok: true });
    });
    api.post('/orders', async () => {
      throw new Error('broken');
    });
    app.use('/api', api);
    app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).json({ message: error.message });
    });
    const { url, server } = await serve(app);
    try {
      for (const id of ['1', '2', 'x'.repeat(50)]) expect((await fetch(`${url}/api/orders/${id}`)).status).toBe(200);
      expect((await fetch(`${url}/api/orders`, { method: 'POST' })).status).toBe(500);
      expect((await fetch(`${url}/files/a/b`)).status).toBe(404);
      expect((await fetch(`${url}/nothing/${Math.random()}`)).status).toBe(404);
      expect(await requestCounts(metrics)).toEqual({
        'GET /api/orders/:id 200': 3,
        'POST /api/orders 500': 1,
        'GET (files) 404': 1,
        'GET unmatched 404': 1,
      });
    } finally {
      server.close();
    }
  });
});

describe('OperationNames', () => {
  it('keeps the first names, then buckets new ones; malformed and missing names have their own labels', () => {
    const names = new OperationNames(2);
    expect(names.label('GetProducts')).toBe('GetProducts');
    expect(names.label('PlaceOrder')).toBe('PlaceOrder');
    expect(names.label('Third')).toBe('(other)');
    expect(names.label('GetProducts')).toBe('GetProducts');
    expect(names.label(undefined)).toBe('(anonymous)');
    expect(new OperationNames().label('not a name; drop table')).toBe('(other)');
    expect(MAX_OPERATION_NAMES).toBe(200);
  });
});

describe('createMetrics', () => {
  it("adds Node's default metrics when the process serves them (METRICS_PORT), or when asked", async () => {
    const names = async (metrics: ReturnType<typeof createMetrics>) =>
      (await metrics.registry.getMetricsAsJSON()).map((metric) => metric.name);
    const previous = process.env.METRICS_PORT;
    try {
      delete process.env.METRICS_PORT;
      expect(await names(createMetrics('probe'))).toEqual([]);
      process.env.METRICS_PORT = '19499';
      expect(await names(createMetrics('probe'))).toContain('nodejs_eventloop_lag_p99_seconds');
    } finally {
      if (previous === undefined) delete process.env.METRICS_PORT;
      else process.env.METRICS_PORT = previous;
    }
    expect(await names(createMetrics('probe', true))).toContain('process_resident_memory_bytes');
  });
});

describe('serveMetrics', () => {
  it('answers GET /metrics in the Prometheus text format with read-at-scrape gauges, and 404 to anything else', async () => {
    const metrics = createMetrics('probe', true);
    let stock = 3;
    scrapedGauge(metrics, 'probe_stock_units', 'Stock', ['product_id'], () => [
      { labels: { product_id: 7 }, value: stock },
    ]);
    const server = await serveMetrics(metrics, 0, '127.0.0.1');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = await fetch(`${url}/metrics`);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toContain('text/plain');
      const text = await first.text();
      expect(text).toContain('probe_stock_units{product_id="7",service="probe"} 3');
      expect(text).toContain('nodejs_eventloop_lag_p99_seconds{service="probe"}');
      stock = 0;
      expect(await (await fetch(`${url}/metrics`)).text()).toContain(
        'probe_stock_units{product_id="7",service="probe"} 0',
      );
      expect((await fetch(`${url}/`)).status).toBe(404);
      expect((await fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('answers NaN (a plain gauge) or no series (a labelled one) when a read fails, never 0, and the rest as read', async () => {
    const metrics = createMetrics('probe');
    scrapedGauge(metrics, 'probe_broken', 'Fails', [], () => Promise.reject(new Error('database down')));
    scrapedGauge(metrics, 'probe_broken_by', 'Fails', ['status'], () => Promise.reject(new Error('database down')));
    scrapedGauge(metrics, 'probe_fine', 'Works', [], () => [{ value: 1 }]);
    const text = await metrics.registry.metrics();
    expect(text).toContain('probe_fine{service="probe"} 1');
    // prom-client writes `Nan`; Prometheus parses it as NaN (Go's ParseFloat ignores the case).
    expect(text).toContain('probe_broken{service="probe"} Nan');
    expect(text).not.toMatch(/^probe_broken_by/m);
  });
});
