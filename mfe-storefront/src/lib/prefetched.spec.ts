import { firstFetchPolicy, markPrefetched, prefetchedRecently } from './prefetched';

describe('prefetched answers', () => {
  it('are read from the cache by the page that mounts right after the prefetch, however often it renders', () => {
    markPrefetched('products');
    expect(firstFetchPolicy('products')).toBe('cache-first');
    expect(firstFetchPolicy('products')).toBe('cache-first');
  });

  it('are asked from the network again once they are older than five seconds', () => {
    markPrefetched('product:1', 1_000);
    expect(prefetchedRecently('product:1', 6_000)).toBe(true);
    expect(prefetchedRecently('product:1', 6_001)).toBe(false);
  });

  it('belong to their own key', () => {
    markPrefetched('product:1');
    expect(firstFetchPolicy('product:2')).toBe('cache-and-network');
    expect(firstFetchPolicy('product:1')).toBe('cache-first');
  });
});
