import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { database, signInAdmin, signUp, unitProduct } from '../../test-support/shop';
import { testDatabaseUrl } from '../../test-support/db';
import { INSUFFICIENT_BALANCE } from '../../subgraphs/commerce/src/modules/order/order.errors';
import { createFromTemplate, usesTemplate } from '../../test-support/stack-template';
import { freePort } from '../../test-support/free-port';

// A real Prometheus (Debian's /usr/bin/prometheus) scrapes the whole shop, each piece in its own
// process started from its main.ts as deployed, every second on its METRICS_PORT. The test buys,
// is refused a purchase (an empty wallet) and lets the outbox lag (commerce's SMTP server is down:
// the e-mails stay queued and their age grows), then reads the figures back through Prometheus'
// HTTP API and compares them exactly. It also checks the metrics never answer on the public ports,
// and that deploy/grafana/shop.json names only metrics the processes export.
jest.setTimeout(300_000);

const root = path.resolve(__dirname, '../..');
const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
/** Metrics ports: this test's own (19400-19499), one per process, and Prometheus' web port. */
const METRICS = { gateway: 19401, catalog: 19402, commerce: 19403, support: 19404 } as const;
const PROMETHEUS_PORT = 19410;
const SERVICES = Object.keys(METRICS) as Array<keyof typeof METRICS>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const children: ChildProcess[] = [];

/** A main.ts of the repository in its own process, as `node dist/main.js` runs it. */
function run(main: string, env: Record<string, string>): ChildProcess {
  const child = fork(path.join(root, 'test-support/ts-child.cjs'), [path.join(root, main)], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'error', ...env },
    execArgv: [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  return child;
}

async function waitFor(what: string, child: ChildProcess, ready: () => Promise<boolean>): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (await ready().catch(() => false)) return;
    await sleep(250);
  }
}

const answers = (url: string) => fetch(url).then((response) => response.ok);

type Sample = { metric: Record<string, string>; value: [number, string] };

async function query(expr: string): Promise<Sample[]> {
  const response = await fetch(`http://127.0.0.1:${PROMETHEUS_PORT}/api/v1/query?query=${encodeURIComponent(expr)}`);
  const body = (await response.json()) as { status: string; data: { result: Sample[] }; error?: string };
  if (body.status !== 'success') throw new Error(`${expr}: ${body.error}`);
  return body.data.result;
}

/** The single value of `expr`, or undefined while it has no series. */
async function scalar(expr: string): Promise<number | undefined> {
  const result = await query(expr);
  if (result.length > 1) throw new Error(`${expr}: ${result.length} series`);
  return result[0] ? Number(result[0].value[1]) : undefined;
}

/**
 * Polls Prometheus until `expr` satisfies `done` (a scrape a second), then answers its samples;
 * after 240 polls it fails naming the expression and what it last answered.
 */
async function until(expr: string, done: (result: Sample[]) => boolean): Promise<Sample[]> {
  let result: Sample[] = [];
  for (let poll = 0; poll < 240; poll += 1) {
    result = await query(expr);
    if (done(result)) return result;
    await sleep(500);
  }
  throw new Error(`${expr} never reached what the test waits for; last answer: ${JSON.stringify(result)}`);
}

const valueOf = (result: Sample[]) => (result[0] ? Number(result[0].value[1]) : undefined);

/** Metric names a scrape of `/metrics` declares (`# TYPE`), with a histogram's series names. */
function declaredNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
  }
  return names;
}

/** The shop's metric names in a PromQL expression (function names and labels are not metric names). */
export function metricNamesIn(expr: string): string[] {
  return [
    ...expr.matchAll(/\b((?:shop|http|graphql|subgraph|response_cache|db_pool|nodejs|process)_[a-z0-9_]+)\b/g),
  ].map((match) => match[1]);
}

describe('a real Prometheus scraping every process of the shop', () => {
  const urls = {} as Record<keyof typeof METRICS, string>;
  let prometheus: ChildProcess | undefined;
  let dataDir: string;
  let db: ReturnType<typeof database>;

  beforeAll(async () => {
    const databaseUrl = testDatabaseUrl('prometheus');
    if (usesTemplate({})) await createFromTemplate(databaseUrl);
    db = database(databaseUrl);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-prometheus-'));
    const ports = Object.fromEntries(await Promise.all(SERVICES.map(async (name) => [name, await freePort()])));
    for (const name of SERVICES) urls[name] = `http://127.0.0.1:${ports[name]}`;
    // An SMTP address where nothing listens: every send fails and the e-mails wait in the outbox.
    const smtpDown = await freePort();
    const shared = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      CATALOG_URL: `${urls.catalog}/graphql`,
      COMMERCE_URL: `${urls.commerce}/graphql`,
      SUPPORT_URL: `${urls.support}/graphql`,
    };
    const start = async (name: keyof typeof METRICS, main: string, env: Record<string, string> = {}) => {
      const child = run(main, { ...shared, ...env, PORT: String(ports[name]), METRICS_PORT: String(METRICS[name]) });
      await waitFor(name, child, () => answers(`${urls[name]}/health/ready`));
    };
    await start('catalog', 'subgraphs/catalog/src/main.ts');
    await start('commerce', 'subgraphs/commerce/src/main.ts', {
      PAYMENT_PROVIDER: 'test',
      ADMIN_EMAIL: 'admin@shop.test',
      ADMIN_PASSWORD: 'admin-password-1',
      STAFF_SECOND_FACTOR_GRACE: '1000000',
      RATE_LIMITS: 'off',
      SMTP_URL: `smtp://127.0.0.1:${smtpDown}`,
      MAIL_DIR: path.join(dataDir, 'mail'),
    });
    await start('support', 'subgraphs/support/src/main.ts');
    await start('gateway', 'gateway/src/main.ts', { RATE_LIMITS: 'off', SERVE_STATIC: 'false' });

    const config = [
      'global:',
      '  scrape_interval: 1s',
      '  evaluation_interval: 1s',
      'rule_files:',
      `  - ${path.join(root, 'deploy/prometheus/rules.yml')}`,
      'scrape_configs:',
      ...SERVICES.flatMap((name) => [
        `  - job_name: ${name}`,
        '    static_configs:',
        `      - targets: ['127.0.0.1:${METRICS[name]}']`,
      ]),
    ].join('\n');
    fs.writeFileSync(path.join(dataDir, 'prometheus.yml'), `${config}\n`);
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${path.join(dataDir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dataDir, 'tsdb')}`,
        `--web.listen-address=127.0.0.1:${PROMETHEUS_PORT}`,
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    children.push(prometheus);
    await waitFor('prometheus', prometheus, () => answers(`http://127.0.0.1:${PROMETHEUS_PORT}/-/ready`));
  });

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await db?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('scrapes every process: `up` is 1 for the gateway, catalog, commerce and support', async () => {
    const up = await until('up', (result) => result.length === 4 && result.every((sample) => sample.value[1] === '1'));
    expect(up.map((sample) => [sample.metric.job, sample.value[1]]).sort()).toEqual(
      SERVICES.map((name) => [name, '1']).sort(),
    );
  });

  it('reads back a purchase, a refused purchase and the lagging outbox exactly', async () => {
    // Before: the figures Prometheus holds for the database as the template left it.
    const ordersBefore = (await scalar('sum(shop_orders) or vector(0)'))!;
    const revenueBefore = (await scalar('sum(shop_order_revenue_cents) or vector(0)'))!;
    expect(await scalar('sum(shop_purchase_refusals_total)')).toBeUndefined();
    // The outbox is empty before: the age read below is that of this test's e-mails.
    expect(await scalar('shop_outbox_pending')).toBe(0);
    expect(await scalar('shop_outbox_oldest_age_seconds')).toBe(0);

    const admin = await signInAdmin(urls.gateway);
    const productId = await unitProduct(admin, 'Prometheus Account', '7.25', 2);
    const [buyer] = await signUp(urls.gateway, 'promscrape', 1);
    // An empty wallet: refused (400, InsufficientBalanceError), nothing written.
    const refused = await buyer.client.post('/api/orders', { productId });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('BAD_USER_INPUT');
    expect(refused.body.message).toBe(INSUFFICIENT_BALANCE);
    expect((await buyer.client.post('/api/wallet/deposit', { amount: '10.00', paymentMethod: 'paypal' })).status).toBe(
      200,
    );
    const bought = await buyer.client.post('/api/orders', { productId });
    expect(bought.status).toBe(201);

    // Orders +1 and revenue +725 cents (read by SQL at scrape: exact), the refusal counted once by type.
    const orders = await until('sum(shop_orders)', (r) => (valueOf(r) ?? 0) > ordersBefore);
    expect(valueOf(orders)).toBe(ordersBefore + 1);
    expect(await scalar('sum(shop_order_revenue_cents)')).toBe(revenueBefore + 725);
    const refusals = await until('shop_purchase_refusals_total', (r) => r.length > 0);
    expect(refusals.map((sample) => [sample.metric.type, sample.metric.job, sample.value[1]])).toEqual([
      ['InsufficientBalanceError', 'commerce', '1'],
    ]);
    // Two units, one sold.
    expect(await scalar(`shop_stock_units{product_id="${productId}"}`)).toBe(1);
    // (catalog's scrape may predate the product: wait for one after it)
    const listed = await until(`shop_product_listed{product_id="${productId}"}`, (r) => r.length > 0);
    expect(valueOf(listed)).toBe(1);

    // The REST route by its template, once refused (400) and once bought (201).
    // (each process is scraped on its own schedule: wait for the gateway's scrape after the purchase)
    const route = await until(
      'sum by (status) (http_request_duration_seconds_count{job="gateway",route="/api/orders",method="POST"})',
      (r) => r.reduce((sum, sample) => sum + Number(sample.value[1]), 0) >= 2,
    );
    expect(Object.fromEntries(route.map((sample) => [sample.metric.status, sample.value[1]]))).toEqual({
      '201': '1',
      '400': '1',
    });
    expect(
      await scalar('sum(subgraph_request_duration_seconds_count{job="gateway",subgraph="commerce"})'),
    ).toBeGreaterThan(0);

    // The outbox: SMTP is down, so the order's e-mail waits: the worker tried (an attempt counted,
    // still pending) and failed; then the oldest e-mail's age passes 5 s in Prometheus.
    let orderMail: { attempts: number; status: string } | undefined;
    for (let poll = 0; poll < 240 && !(orderMail && orderMail.attempts > 0); poll += 1) {
      if (poll) await sleep(500);
      [orderMail] = await db.sql<{ attempts: number; status: string }>(
        'select attempts, status from commerce.email_outbox where order_id = ? order by id desc limit 1',
        [bought.body.id],
      );
    }
    expect(orderMail).toEqual({ attempts: expect.any(Number), status: 'pending' });
    expect(orderMail!.attempts).toBeGreaterThan(0);
    const age = await until('shop_outbox_oldest_age_seconds', (r) => (valueOf(r) ?? 0) > 5);
    expect(valueOf(age)).toBeGreaterThan(5);
    const [{ pending }] = await db.sql<{ pending: number }>(
      "select count(*)::int as pending from commerce.email_outbox where status = 'pending'",
    );
    // The admin's new-device notice, the sign-up's confirmation and the order's delivery.
    expect(pending).toBe(3);
    expect(await scalar('shop_outbox_pending')).toBe(3);
  });

  it('serves /metrics only on the metrics ports: the public ports answer 404', async () => {
    for (const name of SERVICES) {
      expect((await fetch(`${urls[name]}/metrics`)).status).toBe(404);
      const metrics = await fetch(`http://127.0.0.1:${METRICS[name]}/metrics`);
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      expect(text).toContain(`nodejs_eventloop_lag_p99_seconds{service="${name}"}`);
      // MikroORM's pool (DB_POOL_MAX, 10 by default) in each subgraph, the session pool in the gateway.
      expect(text).toMatch(
        name === 'gateway'
          ? /^db_pool_max\{pool="sessions",service="gateway"\} \d+$/m
          : new RegExp(`^db_pool_max\\{pool="orm",service="${name}"\\} 10$`, 'm'),
      );
      expect((await fetch(`http://127.0.0.1:${METRICS[name]}/`)).status).toBe(404);
    }
  });

  it('deploy/grafana/shop.json parses and names only metrics the processes export', async () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(root, 'deploy/grafana/shop.json'), 'utf8')) as {
      panels: Array<{ type: string; title: string; targets?: Array<{ expr: string }> }>;
    };
    const exported = new Set<string>();
    for (const name of SERVICES) {
      const text = await (await fetch(`http://127.0.0.1:${METRICS[name]}/metrics`)).text();
      for (const metric of declaredNames(text)) exported.add(metric);
    }
    const charts = dashboard.panels.filter((panel) => panel.type !== 'row');
    expect(charts.length).toBeGreaterThan(20);
    const used = charts.flatMap((panel) => {
      expect(panel.targets?.length).toBeGreaterThan(0);
      return panel.targets!.flatMap((target) =>
        metricNamesIn(target.expr).map((metric) => `${panel.title}: ${metric}`),
      );
    });
    expect(used.length).toBeGreaterThan(25);
    expect(used.filter((entry) => !exported.has(entry.slice(entry.lastIndexOf(': ') + 2)))).toEqual([]);
    // And Prometheus itself evaluates every expression without an error.
    for (const panel of charts) for (const target of panel.targets!) await query(target.expr);
  });
});
