// What a cached public read costs the gateway, in figures a busy machine moves less than req/s:
// the bench's stack (scripts/lib/bench-stack.mjs) grown to 2,000 products, every product detail
// read once (so each is held), then `rounds` pairs of 5 s autocannon runs at c=50 (the bench's
// settings, scripts/lib/load.mjs): the precomputed-bytes limit (scripts/lib/bytes-limit.mjs), then
// the shop's cached `GET /api/products/detail/:id`; prints each pair's req/s, their ratio and the
// gateway's CPU milliseconds per 1,000 cached answers (from /proc/<pid>/stat).
// `node scripts/cached-read-cpu.mjs [rounds=3]` after `npm run build:servers`; with
// `BENCH_CPU_PROF=<dir>` each piece writes a .cpuprofile (docs/performance.md "How to measure").
import os from 'node:os';
import { benchClient, importAccounts } from './lib/bench-client.mjs';
import { BENCH_ADMIN, startBenchStack } from './lib/bench-stack.mjs';
import { cpuMs } from './lib/process-cpu.mjs';
import { load, startBytesLimit, startRawProcess } from './bench-shop.mjs';

const rounds = Number(process.argv[2] ?? 3);
const PRODUCTS = 2_000;
const ROUTE = '/api/products/detail/:id';

const stack = await startBenchStack('cached-read-cpu', 15700);
try {
  const admin = benchClient(stack.url);
  if ((await admin('POST', '/api/login', BENCH_ADMIN)).status !== 200) throw new Error('admin login failed');
  await importAccounts(admin, 'cached', PRODUCTS);
  const raw = await startRawProcess(stack.databaseUrl);
  stack.onClose(async () => raw.close());
  const list = await (await fetch(`${raw.url}/api/products/all`)).json();
  const ids = [list[0].id, list.at(-1).id];
  const limit = await startBytesLimit(raw.url, ids);
  stack.onClose(async () => limit.close());
  for (let id = ids[0]; id <= ids[1]; id++) await (await fetch(`${stack.url}/api/products/detail/${id}`)).arrayBuffer();
  const gateway = stack.pieces.find(({ piece }) => piece === 'gateway').pid;
  for (let round = 0; round < rounds; round++) {
    const bytes = await load({ url: limit.url, path: ROUTE, connections: 50, duration: 5, ids });
    const before = cpuMs(gateway);
    const cached = await load({ url: stack.url, path: ROUTE, connections: 50, duration: 5, ids });
    const perThousand = ((cpuMs(gateway) - before) * 1000) / cached.total;
    if (cached.non2xx || cached.errors) throw new Error(`cached reads failed: ${JSON.stringify(cached)}`);
    console.log(
      `load average ${os.loadavg()[0].toFixed(2)}: precomputed bytes ${bytes.rps.toFixed(0)} req/s, cached ${cached.rps.toFixed(0)} req/s, ratio ${(cached.rps / bytes.rps).toFixed(3)}x; gateway ${perThousand.toFixed(1)} ms CPU per 1,000 cached answers`,
    );
  }
} finally {
  await stack.close();
}
