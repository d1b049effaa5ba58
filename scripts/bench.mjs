// `npm run bench` (`-- --quick`, in .ci/run: 2,000 products, 3-5 s runs, 100 orders, 50 racers; a
// missed speed goal is printed, not failed, scripts/lib/bench-goals.mjs):
// speed targets live here, not in timed unit tests. Run after `npm run build:servers`.
//  - account-text parsing and redaction, the hot path of bulk import (target: 10,000 lines < 250 ms)
//  - GET /api/products through the real gateway and subgraphs on 2,000 products (target p95 < 800 ms)
//  - the shop against a raw node:http + pg baseline over the same 5,000 products, with issue 11's
//    goals (bench-shop.mjs): list c=10, detail c=50, purchases on distinct products, a race of 200
//    buyers for one unit; each read measured through a gateway with its response cache and one
//    with RESPONSE_CACHE=off. Any missed goal or target fails the process.
//  - POST /api/products/bulk-import of 10,000 lines through the real stack (target < 30 s)
// `npm run bench -- runtimes [--quick]` runs only the gateway runtimes' comparison (bench-runtimes.mjs);
// `npm run bench -- growth [--quick]` only the figures at growing catalogues and buyers (bench-growth.mjs).
import { createRequire } from 'node:module';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { goal, setQuick } from './lib/bench-goals.mjs';

const require = createRequire(import.meta.url);
const { parseAccountLine, redactAccount } = require('@shop/shared');
const { demoProducts } = require('@shop/shared/demo');

const lines = demoProducts(36).flatMap((p) => p.units);
const input = Array.from({ length: 10_000 }, (_, i) => lines[i % lines.length]);

function bench(name, fn, targetMs) {
  fn(); // warm up
  const runs = 5;
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(runs / 2)];
  const { mark, passes } = goal(median <= targetMs);
  console.log(`${mark} ${name}: median ${median.toFixed(1)} ms (target ${targetMs} ms)`);
  return passes;
}

const quick = process.argv.includes('--quick');
setQuick(quick);
if (process.argv.includes('runtimes')) {
  const { benchRuntimes } = await import('./bench-runtimes.mjs');
  process.exit((await benchRuntimes({ quick })) ? 0 : 1);
}
if (process.argv.includes('growth')) {
  const { benchGrowth } = await import('./bench-growth.mjs');
  process.exit((await benchGrowth({ quick })) ? 0 : 1);
}
// Other work on the machine moves every figure: the load average says whether a run was alone.
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(`  machine: ${os.cpus().length} cores, load average ${load()} at start${quick ? ' (quick run)' : ''}`);
const results = [
  bench(
    'parse + redact 10,000 account lines',
    () => input.forEach((line) => redactAccount(parseAccountLine(line))),
    250,
  ),
];
const { benchShop } = await import('./bench-shop.mjs');
// Storefront, measured here (2 cores): p50 ~450-550 ms, p95 ~600 ms (was p50 ~760 ms before the
// mapper, plugin and row-reading changes); its target is a regression ceiling.
results.push(await benchShop({ quick, storefrontTargetP95Ms: 800 }));
const { benchImport } = await import('./bench-import.mjs');
results.push(await benchImport({ targetMs: 30_000 }));
console.log(`  load average ${load()} at the end`);
process.exit(results.every(Boolean) ? 0 : 1);
