// Bulk import of 10,000 account lines through the real stack: POST /api/products/bulk-import as
// an admin (gateway -> commerce stages the units -> one catalog call creates the products ->
// activation -> publish), on embedded PostgreSQL. Run after `npm run build:servers`; called by bench.mjs.
import { performance } from 'node:perf_hooks';
import { accountLines, benchClient } from './lib/bench-client.mjs';
import { goal } from './lib/bench-goals.mjs';
import { BENCH_ADMIN, startBenchStack } from './lib/bench-stack.mjs';

const LINES = 10_000;

export async function benchImport({ targetMs }) {
  const stack = await startBenchStack('bench-import', 15480);
  try {
    const call = benchClient(stack.url);
    const login = await call('POST', '/api/login', BENCH_ADMIN);
    if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
    const accounts = accountLines('bench', LINES);
    const start = performance.now();
    const result = await call('POST', '/api/products/bulk-import', {
      accounts,
      basePrice: '9.99',
      title: 'Bench import',
      server: 'EUW',
      accountType: 'fresh',
      subCategory: '30-40k',
    });
    const ms = performance.now() - start;
    if (result.status !== 200 || result.body.addedCount !== LINES)
      throw new Error(`import failed: ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`);
    const { mark, passes } = goal(ms <= targetMs);
    console.log(
      `${mark} POST /api/products/bulk-import with ${LINES} lines: ${(ms / 1000).toFixed(2)} s (target ${targetMs / 1000} s)`,
    );
    return passes;
  } finally {
    await stack.close();
  }
}
