import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures';

// A page's trace starts in the browser (issue 38): the shell's requests carry a traceparent of
// their own, and the shop, started as `npm start` starts it (scripts/start.mjs: each server's
// built main.js), exports the gateway's and the subgraphs' spans under it. No collector runs
// here: this spec holds the OTLP/HTTP receiver (JSON) and a shop of its own, on ports in
// 19500-19599 (the shared e2e shop runs without tracing).

const ROOT = path.join(__dirname, '..');
const SHOP_PORT = Number(process.env.E2E_TRACING_PORT ?? 19580);
const W3C = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

interface Span {
  service: string;
  traceId: string;
  parentSpanId: string;
  kind: number;
}

/** The OTLP/HTTP JSON receiver: every span the shop exports, with its process's service.name. */
function startReceiver(): Promise<{ url: string; spans: Span[]; server: http.Server }> {
  const spans: Span[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const request = JSON.parse(body || '{}') as {
        resourceSpans?: Array<{
          resource?: { attributes?: Array<{ key: string; value: { stringValue?: string } }> };
          scopeSpans?: Array<{ spans?: Array<{ traceId: string; parentSpanId?: string; kind: number }> }>;
        }>;
      };
      for (const resource of request.resourceSpans ?? []) {
        const service = resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({ service, traceId: span.traceId, parentSpanId: span.parentSpanId ?? '', kind: span.kind });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(SHOP_PORT + 10, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${SHOP_PORT + 10}`, spans, server }),
    );
  });
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let shop: ChildProcess;
let shopLog = '';
const base = `http://127.0.0.1:${SHOP_PORT}`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  receiver = await startReceiver();
  shop = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(SHOP_PORT),
      E2E_SUBGRAPH_PORT: String(SHOP_PORT + 1),
      E2E_PG_PORT: String(SHOP_PORT + 4),
      // The shared e2e shop's start built the microfrontends.
      BUILD_MFES_ON_START: 'false',
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (shopLog = (shopLog + chunk.toString()).slice(-20_000));
  shop.stdout?.on('data', keep);
  shop.stderr?.on('data', keep);
  await expect
    .poll(
      async () => {
        if (shop.exitCode !== null) throw new Error(`the tracing shop exited (${shop.exitCode}):\n${shopLog}`);
        return fetch(`${base}/health`).then(
          (res) => res.ok,
          () => false,
        );
      },
      { timeout: 200_000, intervals: [500] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (shop && shop.exitCode === null && shop.signalCode === null) {
    const gone = new Promise((resolve) => shop.once('exit', resolve));
    shop.kill('SIGTERM');
    const force = setTimeout(() => shop.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(force);
  }
  receiver?.server.close();
  fs.rmSync(path.join(ROOT, '.data', `e2e-${SHOP_PORT}`), { recursive: true, force: true });
});

test("the shell's requests each carry a traceparent, and the shop's spans of that request hang under it", async ({
  page,
}) => {
  const sent: Array<{ url: string; traceparent: string | undefined }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === base && (url.pathname === '/graphql' || url.pathname.startsWith('/api/')))
      sent.push({ url: url.pathname, traceparent: request.headers().traceparent });
  });
  await page.goto(`${base}/`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect.poll(() => sent.filter((entry) => entry.url === '/graphql').length).toBeGreaterThan(0);

  // Every call of the page to the gateway has a W3C traceparent, each its own trace.
  for (const entry of sent) expect(entry.traceparent, entry.url).toMatch(W3C);
  const parents = sent.map((entry) => W3C.exec(entry.traceparent!)!.slice(1, 3) as [string, string]);
  expect(new Set(parents.map(([traceId]) => traceId)).size).toBe(parents.length);

  // The gateway's server span of each is the child of the browser's span; at least one of the
  // page's traces goes on into a subgraph (the session's data is commerce's, never cached).
  const servicesOf = (traceId: string) =>
    new Set(receiver.spans.filter((span) => span.traceId === traceId).map((span) => span.service));
  await expect
    .poll(() =>
      parents.every(([traceId, parent]) =>
        receiver.spans.some(
          (span) =>
            span.traceId === traceId && span.service === 'gateway' && span.kind === 2 && span.parentSpanId === parent,
        ),
      ),
    )
    .toBe(true);
  await expect
    .poll(() => parents.some(([traceId]) => ['catalog', 'commerce', 'support'].some((s) => servicesOf(traceId).has(s))))
    .toBe(true);
});
