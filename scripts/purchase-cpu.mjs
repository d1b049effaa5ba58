// Where a purchase's time goes, in figures a busy machine does not move much: CPU milliseconds per
// order of every process (from /proc/<pid>/stat before and after a fixed number of orders) and the
// statements each order sends to PostgreSQL (pg_stat_statements, loaded for this run only).
// `node scripts/purchase-cpu.mjs [orders=600] [--catalogue=N] [KEY=value ...]` after `npm run build:servers`
// (--catalogue: that many products in all, the rest imported first, to see what grows with it);
// KEY=value pairs go to every piece's environment (e.g. SQL_POOL_MAX=4). The shop is the bench's
// (scripts/lib/bench-stack.mjs): a first round of 100 orders, then the measured ones, 20 buyers at
// a time, each buying a product of its own, each a plain `fetch` client with its session cookie and
// anti-forgery token as the bench's buyers (lib/bench-client.mjs `fetchBuyer`). The buyers run in this process, so its CPU is printed
// as the load generator's. Orders/s is printed too, but it moves with the machine's load.
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { benchClient, fundedBuyers, importAccounts, walletsOffLedger } from './lib/bench-client.mjs';
import { BENCH_ADMIN, startBenchStack } from './lib/bench-stack.mjs';
import { cpuMs } from './lib/process-cpu.mjs';

const args = process.argv.slice(2);
const orders = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 600);
const catalogue = Number(args.find((arg) => arg.startsWith('--catalogue='))?.split('=')[1] ?? 0);
const env = Object.fromEntries(
  args.filter((arg) => arg.includes('=') && !arg.startsWith('--')).map((arg) => arg.split(/=(.*)/s, 2)),
);
const WARM = 100;
const CONCURRENCY = 20;

/** PostgreSQL's CPU: the postmaster (with its ended children) and every live backend. */
function postgresMs(postmasterPid) {
  let total = cpuMs(postmasterPid, true);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmasterPid) total += cpuMs(Number(entry));
    } catch {
      // ended while read
    }
  }
  return total;
}

const stack = await startBenchStack('purchase-cpu', 15600, {
  postgresFlags: ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=all'],
  env,
});
try {
  const postmasterPid = Number(fs.readFileSync(`${stack.postgresDir}/postmaster.pid`, 'utf8').split('\n')[0]);
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  await db.query('create extension if not exists pg_stat_statements');

  const admin = benchClient(stack.url);
  if ((await admin('POST', '/api/login', BENCH_ADMIN)).status !== 200) throw new Error('admin login failed');
  await importAccounts(admin, 'cpu', WARM + orders);
  const ids = (await (await fetch(`${stack.url}/api/products/all`)).json()).map((product) => product.id);
  // More products after the ones bought, in batches of the import's limit.
  for (let held = WARM + orders; held < catalogue; held += 10_000)
    await importAccounts(admin, `cpugrow${held}x`, Math.min(10_000, catalogue - held));
  const buyers = await fundedBuyers(stack.url, admin, 'cpubuyer', CONCURRENCY);
  const buyAll = async (productIds) => {
    let next = 0;
    let sold = 0;
    await Promise.all(
      buyers.map(async (call) => {
        while (next < productIds.length) {
          const answer = await call('POST', '/api/orders', { productId: productIds[next++] });
          if (answer.status === 201) sold += 1;
          else throw new Error(`purchase answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        }
      }),
    );
    return sold;
  };
  await buyAll(ids.slice(orders, orders + WARM));

  const { pieces } = stack;
  const snapshot = () => ({
    ...Object.fromEntries(pieces.map(({ piece, pid, url }) => [`${piece} :${new URL(url).port}`, cpuMs(pid)])),
    postgresql: postgresMs(postmasterPid),
    'load generator': (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  });
  await db.query('select pg_stat_statements_reset()');
  const load = os.loadavg()[0];
  const before = snapshot();
  const start = performance.now();
  const sold = await buyAll(ids.slice(0, orders));
  const seconds = (performance.now() - start) / 1000;
  const after = snapshot();

  console.log(
    `${sold} orders in ${seconds.toFixed(2)} s on ${Math.max(catalogue, WARM + orders)} products: ${(sold / seconds).toFixed(1)} orders/s (load average ${load.toFixed(2)} at start, ${os.loadavg()[0].toFixed(2)} at end)${Object.keys(env).length ? `; env ${JSON.stringify(env)}` : ''}`,
  );
  let total = 0;
  for (const name of Object.keys(before)) {
    const perOrder = (after[name] - before[name]) / sold;
    total += perOrder;
    if (perOrder > 0.005) console.log(`  CPU ${name.padEnd(16)} ${perOrder.toFixed(2)} ms/order`);
  }
  console.log(
    `  CPU total            ${total.toFixed(2)} ms/order (2 cores: at most ${(2000 / total).toFixed(0)} orders/s)`,
  );

  const { rows } = await db.query(
    `select calls, total_exec_time, total_plan_time, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query
       from pg_stat_statements where query not ilike '%pg_stat_statements%' order by calls desc, total_exec_time desc`,
  );
  const calls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
  const execMs = rows.reduce((sum, row) => sum + row.total_exec_time + row.total_plan_time, 0);
  console.log(
    `  statements: ${(calls / sold).toFixed(2)} per order, ${(execMs / sold).toFixed(3)} ms of execution+planning per order`,
  );
  for (const row of rows.filter((row) => Number(row.calls) >= sold / 10)) {
    console.log(
      `    ${(Number(row.calls) / sold).toFixed(2).padStart(5)} x ${((row.total_exec_time + row.total_plan_time) / Number(row.calls)).toFixed(3)} ms  ${row.query}`,
    );
  }
  await db.end();
  const ledger = await walletsOffLedger(stack.databaseUrl);
  console.log(`  wallets equal to their ledger: ${ledger.wallets - ledger.off.length} of ${ledger.wallets}`);
  if (ledger.off.length) throw new Error(`wallets off their ledger: users ${ledger.off.join(', ')}`);
} finally {
  await stack.close();
}
