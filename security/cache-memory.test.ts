import v8 from 'node:v8';
import vm from 'node:vm';
import type { ResponseCache } from '../gateway/src/cache/response-cache';
import { ApiClient, type Stack } from '../test-support/stack';
import { startShop, type Shop } from '../test-support/shop';
import { figure } from './figure';
import { inParallel } from './fuzz-client';

// Battery: the response cache is not a way to fill the gateway's memory (issue 22, item 5). Its
// limit counts keys, bodies and every entry's bookkeeping; the key is a digest of the normalised
// request, so a long request costs no more than a short one; query parameters a route does not
// read and variables an operation does not declare make no entry of their own. Memory is measured
// after a full garbage collection, in this process (the gateway runs in it).
jest.setTimeout(300_000);

const LIMIT_MB = 2;
const LIMIT = LIMIT_MB * 1024 * 1024;
/** Whatever else 12,000 requests leave behind in the process (connection pools, compiled queries). */
const SLACK = 24 * 1024 * 1024;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Heap and Buffer memory of the process after two full collections. */
function retained(): number {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

describe('response cache memory', () => {
  let shop: Shop;
  let stack: Stack;
  let cache: ResponseCache;

  beforeAll(async () => {
    shop = await startShop({ gatewayEnv: { RESPONSE_CACHE_MB: String(LIMIT_MB) } });
    stack = shop.stack;
    cache = stack.caches[0]!;
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('10,000 public reads with distinct unknown query parameters make no new entries; distinct known ones stay within the limit', async () => {
    const ids = [1, 2, 3, 4, 5];
    for (const id of ids) expect((await fetch(`${stack.url}/api/products/detail/${id}`)).status).toBe(200);
    const before = retained();
    const entriesBefore = cache.size.entries;
    let misses = 0;
    const statuses = new Map<number, number>();
    await inParallel(
      Array.from({ length: 10_000 }, (_, i) => async () => {
        const response = await fetch(
          `${stack.url}/api/products/detail/${ids[i % ids.length]}?utm_source=${i}-${Math.random().toString(36).slice(2)}`,
        );
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.headers.get('x-cache') !== 'HIT') misses += 1;
      }),
      16,
    );
    expect(Object.fromEntries(statuses)).toEqual({ 200: 10_000 });
    const unknownEntries = cache.size.entries - entriesBefore;
    // A parameter the route reads does change the answer: each value is an entry, and all of them together stay within the limit.
    await inParallel(
      Array.from({ length: 2_000 }, (_, i) => async () => {
        const response = await fetch(
          `${stack.url}/api/products/lol?server=${i.toString(36)}&accountType=${'x'.repeat(30)}`,
        );
        await response.arrayBuffer();
        expect(response.status).toBe(200);
      }),
      16,
    );
    const growth = retained() - before;
    const { entries, bytes } = cache.size;
    figure('response cache: misses among 10,000 reads with distinct unknown query parameters', misses);
    figure(
      'response cache: entries / counted bytes / limit after 12,000 distinct reads',
      `${entries} / ${mb(bytes)} / ${mb(LIMIT)}`,
    );
    figure('response cache: memory retained after 12,000 distinct reads (limit 2 MB)', mb(growth));
    expect(misses).toBe(0);
    expect(unknownEntries).toBe(0);
    expect(bytes).toBeLessThanOrEqual(LIMIT);
    expect(growth).toBeLessThan(LIMIT + SLACK);
  });

  it('200 GraphQL reads with distinct 1 MB unused variables make one entry and leave the memory where it was', async () => {
    const guest = new ApiClient(stack.url);
    const query = 'query CachedProduct($id: Int!) { product(id: $id) { id title } }';
    const first = await guest.request('POST', '/graphql', { query, variables: { id: 1 } });
    expect(first.status).toBe(200);
    const before = retained();
    const entriesBefore = cache.size.entries;
    let misses = 0;
    for (let i = 0; i < 200; i += 1) {
      const padding = `${i}:${'x'.repeat(1_000_000)}`;
      const answer = await guest.request('POST', '/graphql', { query, variables: { id: 1, padding } });
      expect({ status: answer.status, data: answer.body.data }).toEqual({
        status: 200,
        data: { product: { id: 1, title: expect.any(String) } },
      });
      if (answer.headers.get('x-cache') !== 'HIT') misses += 1;
    }
    const growth = retained() - before;
    const { entries, bytes } = cache.size;
    figure('response cache: misses among 200 GraphQL reads with distinct 1 MB unused variables', misses);
    figure('response cache: memory retained after 200 distinct 1 MB unused variables', mb(growth));
    expect(misses).toBe(0);
    expect(entries - entriesBefore).toBe(0);
    expect(bytes).toBeLessThanOrEqual(LIMIT);
    expect(growth).toBeLessThan(LIMIT + SLACK);
  });
});
