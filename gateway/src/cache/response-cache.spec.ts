import { stableJson } from './graphql-reads';
import { etagOf, ResponseCache } from './response-cache';

const answer = (text: string) => ({ body: Buffer.from(text), etag: etagOf(Buffer.from(text)), contentType: 'application/json' });

function listeningCache(options: Partial<ConstructorParameters<typeof ResponseCache>[0]> = {}) {
  const cache = new ResponseCache({ maxBytes: 1_000, maxAgeMs: 60_000, ...options });
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

  it('caches nothing until every change feed listens, and forgets everything when one drops', () => {
    const cache = new ResponseCache({ maxBytes: 1_000, maxAgeMs: 60_000 });
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
    let now = 0;
    const cache = listeningCache({ maxBytes: 100, now: () => now });
    for (const key of ['a', 'b', 'c']) cache.store(cache.begin(key, 'catalog'), answer('x'.repeat(25)));
    cache.get('a');
    cache.store(cache.begin('d', 'catalog'), answer('y'.repeat(25)));
    cache.store(cache.begin('e', 'catalog'), answer('z'.repeat(25)));
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => cache.get(key) !== undefined)).toEqual([true, false, true, true, true]);
    expect(cache.size.bytes).toBeLessThanOrEqual(100);
    cache.store(cache.begin('short', 'announcements'), answer('[]'), 1_000);
    now = 1_000;
    expect([cache.get('short'), cache.get('e') !== undefined]).toEqual([undefined, true]);
  });
});

describe('stableJson', () => {
  it('sorts object keys at every level and refuses variables nested deeper than any input', () => {
    expect(stableJson({ b: [{ d: 1, c: null }], a: 'x' })).toBe('{"a":"x","b":[{"c":null,"d":1}]}');
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(stableJson({ f: deep })).toBeNull();
  });
});
