// The storefront's hottest read through the real stack: GET /api/products (catalog products,
// commerce stock resolved by federation, REST mapping) on a catalogue of 2,000 products with one
// credential unit each, grown by the bulk import on the bench stack; called by bench-shop.mjs.
import { performance } from 'node:perf_hooks';
import { goal } from './lib/bench-goals.mjs';

export const STOREFRONT_PRODUCTS = 2_000;

/** Sequential requests on a stack that holds exactly STOREFRONT_PRODUCTS public products. */
export async function benchStorefront({ url, targetP95Ms }) {
  const first = await (await fetch(`${url}/api/products`)).json();
  if (!Array.isArray(first) || first.length !== STOREFRONT_PRODUCTS)
    throw new Error(`expected ${STOREFRONT_PRODUCTS} products, got ${first.length}`);
  const times = [];
  for (let i = 0; i < 30; i += 1) {
    const start = performance.now();
    const response = await fetch(`${url}/api/products`);
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length * 0.5)];
  const p95 = times[Math.floor(times.length * 0.95)];
  const { mark, passes } = goal(p95 <= targetP95Ms);
  console.log(
    `${mark} GET /api/products with ${STOREFRONT_PRODUCTS} products: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target p95 ${targetP95Ms} ms)`,
  );
  return passes;
}
