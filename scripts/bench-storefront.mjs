// The storefront's hottest read through the real stack: GET /api/products (catalog products,
// commerce stock resolved by federation, REST mapping) on a catalogue of 2,000 products with
// credential units, on embedded PostgreSQL. Run after `npm run build:servers`; called by bench.mjs.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startBenchStack } from './lib/bench-stack.mjs';

const PRODUCTS = 2_000;

export async function benchStorefront({ targetP95Ms }) {
  const stack = await startBenchStack('bench', 15490);
  try {
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    stack.onClose(() => client.end());
    await client.query(
      `insert into catalog.product (title, price, server, sub_category, blue_essence, skins, account_text)
       select 'Bench account ' || i, ((5 + i % 40) || '.99')::numeric, (array['EUW','EUNE','NA','TR'])[1 + i % 4], '30-40k', 30000 + i,
              '["EPIC Arcade Sona","LEGENDARY Pulsefire Ezreal"]'::jsonb, 'EUW : ****** : ****** : 30000 : 100'
         from generate_series(1, $1) as i`,
      [PRODUCTS],
    );
    await client.query(
      `insert into commerce.inventory_unit (product_id, credentials)
       select p, 'EUW : user' || p || '_' || u || ' : pw : 30000 : 100' from generate_series(1, $1) as p, generate_series(1, 2) as u`,
      [PRODUCTS],
    );

    const url = `${stack.url}/api/products`;
    const first = await (await fetch(url)).json();
    if (!Array.isArray(first) || first.length !== PRODUCTS) throw new Error(`expected ${PRODUCTS} products, got ${first.length}`);
    const times = [];
    for (let i = 0; i < 30; i += 1) {
      const start = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length * 0.5)];
    const p95 = times[Math.floor(times.length * 0.95)];
    const ok = p95 <= targetP95Ms;
    console.log(`${ok ? 'ok  ' : 'SLOW'} GET /api/products with ${PRODUCTS} products: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target p95 ${targetP95Ms} ms)`);
    return ok;
  } finally {
    await stack.close();
  }
}
