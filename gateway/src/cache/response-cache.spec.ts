import { classifyGraphqlRead, stableJson } from './graphql-reads';
import { ENTRY_OVERHEAD_BYTES, etagOf, footprintOf, ownedBody, ResponseCache } from './response-cache';

const answer = (text: string) => ({
  body: Buffer.from(text),
  etag: etagOf(Buffer.from(text)),
  contentType: 'application/json',
});

function listeningCache(options: Partial<ConstructorParameters<typeof ResponseCache>[0]> = {}) {
  const cache = new ResponseCache({ maxBytes: 100_000, maxAgeMs: 60_000, ...options });
  cache.addFeed('db');
  cache.feedUp('db');
  return cache;
}

describe('ResponseCache', () => {
  it('does not keep an answer computed while its topic changed, and drops only the changed topic', () => {
    const cache = listeningCache();
    const late = cache.begin('list', 'catalog');
    cache.store(cache.begin('news', 'announcements'), answer('[1]'));
    cache.invalidate('catalog');
    expect(cache.store(late, answer('[stale]'))).toBe(false);
    expect(cache.get('list')).toBeUndefined();
    expect(cache.store(cache.begin('list', 'catalog'), answer('[fresh]'))).toBe(true);
    cache.invalidate('catalog');
    expect([cache.get('list'), cache.get('news')?.body.toString()]).toEqual([undefined, '[1]']);
  });

  it('drops on a product change only that product’s answers and the lists, and keeps no answer in flight that it touched', () => {
    const cache = listeningCache();
    for (const [key, product] of [
      ['detail 1', 1],
      ['detail 2', 2],
      ['graphql product 2', 2],
    ] as const)
      cache.store(cache.begin(key, 'catalog', product), answer(key));
    cache.store(cache.begin('list', 'catalog'), answer('[1,2]'));
    cache.store(cache.begin('news', 'announcements'), answer('[]'));
    const listInFlight = cache.begin('list', 'catalog');
    const sameInFlight = cache.begin('detail 1 again', 'catalog', 1);
    const otherInFlight = cache.begin('detail 3', 'catalog', 3);

    cache.invalidateProducts('catalog', [1]);

    const held = ['detail 1', 'detail 2', 'graphql product 2', 'list', 'news'].filter((key) => cache.get(key));
    expect(held).toEqual(['detail 2', 'graphql product 2', 'news']);
    expect([
      cache.store(listInFlight, answer('[stale]')),
      cache.store(sameInFlight, answer('stale')),
      cache.store(otherInFlight, answer('3')),
    ]).toEqual([false, false, true]);
    // A change of the whole topic still drops every product's answer, and the ones in flight.
    const late = cache.begin('detail 4', 'catalog', 4);
    cache.invalidate('catalog');
    expect([cache.get('detail 2'), cache.get('detail 3'), cache.store(late, answer('4'))]).toEqual([
      undefined,
      undefined,
      false,
    ]);
    expect(cache.store(cache.begin('detail 2', 'catalog', 2), answer('2'))).toBe(true);
    cache.invalidateProducts('catalog', [2]);
    expect(cache.size.entries).toBe(1); // the announcements
  });

  it('drops on a change of the listed products only the lists: every product keeps its answers', () => {
    const cache = listeningCache();
    cache.store(cache.begin('detail 1', 'catalog', 1), answer('1'));
    cache.store(cache.begin('list', 'catalog'), answer('[1]'));
    const listInFlight = cache.begin('page', 'catalog');
    const detailInFlight = cache.begin('detail 2', 'catalog', 2);
    cache.invalidateLists('catalog');
    expect([cache.get('detail 1')?.body.toString(), cache.get('list')]).toEqual(['1', undefined]);
    expect([cache.store(listInFlight, answer('[stale]')), cache.store(detailInFlight, answer('2'))]).toEqual([
      false,
      true,
    ]);
  });

  it('keeps its product index to the entries it holds: an evicted or replaced answer is not dropped for its old product', () => {
    const entry = footprintOf('k1', { ...answer('x'.repeat(25)), body: ownedBody('x'.repeat(25)) });
    const cache = listeningCache({ maxBytes: 4 * entry });
    // The same key about product 1, then (replaced) about product 2: a change of product 1 leaves it.
    cache.store(cache.begin('k1', 'catalog', 1), answer('x'.repeat(25)));
    cache.store(cache.begin('k1', 'catalog', 2), answer('y'.repeat(25)));
    cache.invalidateProducts('catalog', [1]);
    expect(cache.get('k1')?.body.toString()).toBe('y'.repeat(25));
    // k1 evicted by four newer entries, then stored again about product 3: product 2's change leaves it.
    for (const key of ['k2', 'k3', 'k4', 'k5']) cache.store(cache.begin(key, 'catalog', 9), answer('x'.repeat(25)));
    expect(cache.get('k1')).toBeUndefined();
    cache.store(cache.begin('k1', 'catalog', 3), answer('z'.repeat(25)));
    cache.invalidateProducts('catalog', [2]);
    expect(cache.get('k1')?.body.toString()).toBe('z'.repeat(25));
    cache.invalidateProducts('catalog', [3]);
    expect(cache.get('k1')).toBeUndefined();
  });

  it('caches nothing until every change feed listens, and forgets everything when one drops', () => {
    const cache = new ResponseCache({ maxBytes: 100_000, maxAgeMs: 60_000 });
    cache.addFeed('catalog db');
    cache.addFeed('support db');
    cache.feedUp('catalog db');
    expect(cache.store(cache.begin('a', 'catalog'), answer('1'))).toBe(false);
    cache.feedUp('support db');
    expect(cache.store(cache.begin('a', 'catalog'), answer('1'))).toBe(true);
    const inFlight = cache.begin('b', 'announcements');
    cache.feedDown('support db');
    cache.feedUp('support db');
    expect([cache.get('a'), cache.store(inFlight, answer('2'))]).toEqual([undefined, false]);
  });

  it('holds at most maxBytes, dropping the least recently used, and nothing past its age', () => {
    let now = 1_000;
    const entry = footprintOf('a', { ...answer('x'.repeat(25)), body: ownedBody('x'.repeat(25)) });
    const cache = listeningCache({ maxBytes: 4 * entry, now: () => now });
    for (const key of ['a', 'b', 'c']) cache.store(cache.begin(key, 'catalog'), answer('x'.repeat(25)));
    cache.get('a');
    cache.store(cache.begin('d', 'catalog'), answer('y'.repeat(25)));
    cache.store(cache.begin('e', 'catalog'), answer('z'.repeat(25)));
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => cache.get(key) !== undefined)).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
    expect(cache.size).toEqual({ entries: 4, bytes: 4 * entry });
    cache.store(cache.begin('short', 'announcements'), answer('[]'), 1_000);
    now = 2_001;
    expect([cache.get('short'), cache.get('e') !== undefined]).toEqual([undefined, true]);
  });

  it('counts every entry at its key, its whole body memory and a fixed overhead, so many small answers stay within maxBytes', () => {
    const cache = listeningCache({ maxBytes: 100_000 });
    // Short texts: Buffer.from slices them from a shared 8 KiB pool, which a kept slice would pin.
    for (let i = 0; i < 1_000; i += 1)
      cache.store(cache.begin(`key ${i}`.padEnd(64, '.'), 'catalog'), answer(`[${i}]`));
    const { entries, bytes } = cache.size;
    expect(bytes).toBeLessThanOrEqual(100_000);
    expect(entries).toBeLessThan(100_000 / ENTRY_OVERHEAD_BYTES);
    const kept = cache.get(`key 999`.padEnd(64, '.'))!;
    expect([kept.body.toString(), kept.body.buffer.byteLength]).toEqual(['[999]', 5]);
  });
});

describe('classifyGraphqlRead', () => {
  it('names the product of a read that asks for one product only, by literal or by variable', () => {
    const read = (query: string) => classifyGraphqlRead(query, undefined);
    expect(read('{ product(id: 7) { title stock } }')?.product).toEqual({ value: 7 });
    expect(read('query P($id: Int!) { __typename item: product(id: $id) { stock } }')?.product).toEqual({
      variable: 'id',
    });
    expect(read('{ a: product(id: 1) { stock } b: product(id: 2) { stock } }')?.product).toBeUndefined();
    expect(read('{ products { id stock } }')?.product).toBeUndefined();
  });
});

describe('stableJson', () => {
  it('sorts object keys at every level and refuses variables nested deeper than any input', () => {
    expect(stableJson({ b: [{ d: 1, c: null }], a: 'x' })).toBe('{"a":"x","b":[{"c":null,"d":1}]}');
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(stableJson({ f: deep })).toBeNull();
  });
});
