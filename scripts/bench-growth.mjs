// `npm run bench -- growth [--quick]` (issue 35, item 4): the bench's figures as the catalogue grows
// (5,000, 20,000 and 80,000 products; quick: 1,000 and 4,000, in .ci/run so that it cannot rot) and
// as buyers multiply (1, 4 and 16 at a time), on one stack grown through the real bulk import. At
// each size: the import's rate, the whole-catalogue list (raw baseline, gateway without its response
// cache, gateway with it), the product detail at c=50 (the same three and the precomputed-bytes
// limit, with the cached gateway's hit rate after the run, then the cached detail again while 1, 4
// and 16 buyers buy one product: each sale changes what public reads show) and purchases on
// distinct products.
// Each figure is the median of `repeats` runs with the spread. Figures only: no goal is judged here
// (bench-shop.mjs holds the goals), but a purchase not sold, a 5xx or a wallet off its ledger fails.
// The curve and what it says are in docs/performance.md "Growth".
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { accountLines, benchClient, fundedBuyers, importAccounts, walletsOffLedger } from './lib/bench-client.mjs';
import { BENCH_ADMIN, startBenchStack } from './lib/bench-stack.mjs';
import { load, startBytesLimit, startRawProcess, warm } from './bench-shop.mjs';

const run = promisify(execFile);
const here = import.meta.dirname;
const IMPORT_LINES = 10_000; // the bulk import's limit per call

const PLANS = {
  full: {
    sizes: [5_000, 20_000, 80_000],
    concurrencies: [1, 4, 16],
    repeats: 3,
    detailSeconds: 5,
    orders: { 1: 60, 4: 160, 16: 320 }, // per round, by buyers at a time (`concurrencies`)
    warmOrders: 50,
  },
  quick: {
    sizes: [1_000, 4_000],
    concurrencies: [1, 4, 16],
    repeats: 1,
    detailSeconds: 2,
    orders: { 1: 20, 4: 40, 16: 80 },
    warmOrders: 20,
  },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** `median (min-max)` of the runs' values. */
function spread(values, digits = 0) {
  const text = (n) => n.toFixed(digits);
  return values.length === 1
    ? text(values[0])
    : `${text(median(values))} (${text(Math.min(...values))}-${text(Math.max(...values))})`;
}

async function repeated(times, measure) {
  const runs = [];
  for (let i = 0; i < times; i += 1) runs.push(await measure());
  return runs;
}

/** The share of `samples` random detail reads the cached gateway answered from its cache. */
async function hitRate(url, ids, samples) {
  let hits = 0;
  for (let i = 0; i < samples; i += 1) {
    const id = ids[0] + Math.floor(Math.random() * (ids[1] - ids[0] + 1));
    const response = await fetch(`${url}/api/products/detail/${id}`);
    await response.arrayBuffer();
    if (response.headers.get('x-cache') === 'HIT') hits += 1;
  }
  return hits / samples;
}

const failed = (r) => r.non2xx + r.errors;
const MIXED_UNITS = 10_000; // units added to the product bought during the reads, per size

/** A product of its own for the reads-during-purchases figure, bought again and again (`units` more each time). */
async function stockProduct(admin, id, prefix, units) {
  const productId =
    id ?? (await admin('POST', '/api/products', { title: 'Bench growth: bought during reads', price: '1.00' })).body.id;
  const added = await admin('POST', `/api/products/${productId}/bulk-stock`, { accounts: accountLines(prefix, units) });
  if (added.status !== 200 || added.body.addedCount !== units)
    throw new Error(`stock not added: ${added.status} ${JSON.stringify(added.body).slice(0, 300)}`);
  return productId;
}

/**
 * `load` of `detail` on the cached gateway while `buyers` buy `productId` one unit at a time until
 * the load ends: each sale changes what public reads show, so the cache drops what depends on it.
 */
async function readsWhileBuying(url, detail, buyers, productId) {
  let reading = true;
  const reads = load({ url, ...detail }).finally(() => {
    reading = false;
  });
  let sold = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    buyers.map(async (call) => {
      while (reading) {
        const answer = await call('POST', '/api/orders', { productId });
        if (answer.status === 201) sold += 1;
        else refused += 1;
      }
    }),
  );
  return { reads: await reads, perSecond: sold / ((performance.now() - started) / 1000), refused };
}

/** Whether the cached gateway now answers the whole list from its cache (an entry over its size limit is not kept). */
async function listCached(url) {
  const response = await fetch(`${url}/api/products/all`);
  await response.arrayBuffer();
  return response.headers.get('x-cache') === 'HIT';
}

export async function benchGrowth({ quick }) {
  const plan = quick ? PLANS.quick : PLANS.full;
  const stack = await startBenchStack('bench-growth', 15470);
  const rows = [];
  let problems = 0;
  try {
    const uncachedUrl = await stack.startGateway({ RESPONSE_CACHE: 'off' });
    const admin = benchClient(stack.url);
    const login = await admin('POST', '/api/login', BENCH_ADMIN);
    if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
    const raw = await startRawProcess(stack.databaseUrl);
    stack.onClose(async () => raw.close());
    const mixedBuyers = await fundedBuyers(stack.url, admin, 'gmixed', Math.max(...plan.concurrencies));
    let mixedProduct = null;
    let products = 0;
    let bought = 0; // products are bought in id order, each once, across the sizes
    for (const size of plan.sizes) {
      const row = { products: size, figures: {} };
      const put = (name, value) => {
        row.figures[name] = value;
        console.log(`     ${size} products: ${name}: ${value}`);
      };
      // Created before the first import, so that the imported products' ids stay one range.
      mixedProduct = await stockProduct(admin, mixedProduct, `gm${size}x`, quick ? 2_000 : MIXED_UNITS);
      // The catalogue grown to `size` in imports of at most IMPORT_LINES; the last one's rate is the figure.
      let lastImport = null;
      while (products < size) {
        const lines = Math.min(IMPORT_LINES, size - products);
        const started = performance.now();
        await importAccounts(admin, `g${products}x`, lines);
        lastImport = { lines, seconds: (performance.now() - started) / 1000 };
        products += lines;
      }
      put('import: the last batch (lines)', lastImport.lines);
      put('import: the last batch (lines/s)', (lastImport.lines / lastImport.seconds).toFixed(0));

      const rawList = (await (await fetch(`${raw.url}/api/products/all`)).json()).filter(
        (product) => product.id !== mixedProduct,
      );
      if (rawList.length !== size) throw new Error(`raw baseline sees ${rawList.length} products, expected ${size}`);
      const ids = [rawList[0].id, rawList[rawList.length - 1].id];
      if (ids[1] - ids[0] + 1 !== size) throw new Error('product ids are not one contiguous range');
      const listBytes = Buffer.byteLength(JSON.stringify(rawList));
      put('list answer (MB)', (listBytes / 1e6).toFixed(1));

      // One answer at a time: the whole catalogue grows with it (by design of the route), so the
      // figure is the time of one answer; at c=10 the largest lists passed any sane timeout.
      const list = { path: '/api/products/all', connections: 1, amount: 1, timeout: 300 };
      for (const [label, url] of [
        ['raw', raw.url],
        ['cache off', uncachedUrl],
        ['with cache', stack.url],
      ]) {
        const response = label === 'with cache' ? await fetch(`${url}/api/products/all`) : null;
        await response?.arrayBuffer();
        const runs = await repeated(plan.repeats, () => load({ url, ...list }));
        problems += runs.reduce((sum, r) => sum + failed(r), 0);
        put(`list, one answer ${label} (ms)`, spread(runs.map((r) => 1000 / r.rps)));
        if (response) put('list: kept in the response cache', (await listCached(url)) ? 'yes' : 'no');
      }

      const detail = { path: '/api/products/detail/:id', connections: 50, duration: plan.detailSeconds, ids };
      const bytesLimit = await startBytesLimit(raw.url, ids);
      try {
        const warmMs = await warm(stack.url, detail.path, ids);
        put('detail: every product read once through the cached gateway (s)', (warmMs / 1000).toFixed(1));
        for (const [label, url] of [
          ['raw', raw.url],
          ['cache off', uncachedUrl],
          ['precomputed bytes', bytesLimit.url],
          ['with cache', stack.url],
        ]) {
          const runs = await repeated(plan.repeats, () => load({ url, ...detail }));
          problems += runs.reduce((sum, r) => sum + failed(r), 0);
          put(`detail c=50 ${label} (answers/s)`, spread(runs.map((r) => r.rps)));
        }
        put(
          'detail: cached gateway answers from its cache (% of 500 random reads)',
          (100 * (await hitRate(stack.url, ids, 500))).toFixed(0),
        );
        for (const concurrency of plan.concurrencies) {
          const runs = await repeated(plan.repeats, () =>
            readsWhileBuying(stack.url, detail, mixedBuyers.slice(0, concurrency), mixedProduct),
          );
          problems += runs.reduce((sum, r) => sum + failed(r.reads) + r.refused, 0);
          put(
            `detail c=50 with cache while ${concurrency} buyer(s) buy (answers/s)`,
            spread(runs.map((r) => r.reads.rps)),
          );
          put(
            `  orders/s meanwhile (${concurrency} buyer(s))`,
            spread(
              runs.map((r) => r.perSecond),
              1,
            ),
          );
        }
      } finally {
        bytesLimit.close();
      }

      // Purchases: 1, 4 and 16 buyers at a time, `repeats` rounds each, on products not bought before.
      const take = (n) => rawList.slice(bought, (bought += n)).map((p) => p.id);
      const warmIds = take(plan.warmOrders);
      const rounds = [];
      for (let i = 0; i < plan.repeats; i += 1)
        for (const [concurrency, orders] of Object.entries(plan.orders))
          rounds.push({ concurrency: Number(concurrency), ids: take(orders) });
      if (bought > size) throw new Error(`${bought} products to buy on a catalogue of ${size}`);
      const { stdout } = await run(
        process.execPath,
        [
          path.join(here, 'lib/purchases.mjs'),
          JSON.stringify({ url: stack.url, admin: BENCH_ADMIN, warmIds, rounds, prefix: `g${size}b` }),
        ],
        { maxBuffer: 1 << 20 },
      );
      const purchases = JSON.parse(stdout);
      for (const [concurrency, orders] of Object.entries(plan.orders)) {
        const mine = purchases.rounds.filter((r) => r.concurrency === Number(concurrency));
        problems += mine.reduce((sum, r) => sum + orders - (r.statuses[201] ?? 0), 0);
        put(
          `purchases, ${concurrency} buyer(s) at a time (orders/s)`,
          spread(
            mine.map((r) => orders / r.seconds),
            1,
          ),
        );
      }
      rows.push(row);
    }
    const ledger = await walletsOffLedger(stack.databaseUrl);
    problems += ledger.off.length;
    console.log(
      `${problems ? '✗' : '✓'} growth: ${problems} failed answers or unsold purchases; ${ledger.wallets - ledger.off.length} of ${ledger.wallets} wallets equal their ledger`,
    );
    printTable(rows);
    const reports = path.join(here, '..', 'test-reports');
    fs.mkdirSync(reports, { recursive: true });
    fs.writeFileSync(
      path.join(reports, `bench-growth${quick ? '-quick' : ''}.json`),
      `${JSON.stringify(rows, null, 2)}\n`,
    );
    return problems === 0;
  } finally {
    await stack.close();
  }
}

function printTable(rows) {
  const names = Object.keys(rows[0].figures);
  const width = Math.max(...names.map((name) => name.length));
  console.log(`\n  ${'products'.padEnd(width)}  ${rows.map((r) => String(r.products).padStart(22)).join('')}`);
  for (const name of names)
    console.log(`  ${name.padEnd(width)}  ${rows.map((r) => String(r.figures[name] ?? '').padStart(22)).join('')}`);
}
