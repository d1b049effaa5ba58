import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * What a public read depends on. A subgraph publishes the topic after a commit that changed it
 * (`change-listener.ts`): `catalog` for products, their stock, categories and card designs;
 * `announcements` for the announcement feed. A stock change names its products
 * (`catalog:<id>,<id>`): it drops the answers about those products and the topic's answers about
 * no single product (the lists), not every other product's detail.
 */
export type ChangeTopic = 'catalog' | 'announcements';
export const CHANGE_TOPICS: readonly ChangeTopic[] = ['catalog', 'announcements'];

export interface CachedResponse {
  body: Buffer;
  etag: string;
  contentType: string;
}

interface Entry extends CachedResponse {
  topic: ChangeTopic;
  /** The one product the answer is about (a product's detail), if any. */
  product?: number;
  /** What the entry holds in memory, counted against `maxBytes` (`footprintOf`). */
  bytes: number;
}

/**
 * Memory of one entry besides its key, body, ETag and content type: the map slot, the entry
 * object, the Buffer, its ArrayBuffer and the allocator's share. Measured on Node 20 with 100,000
 * entries of a 2-byte body: about 490 bytes of heap and 970 bytes resident each, all counted.
 */
export const ENTRY_OVERHEAD_BYTES = 1024;

/**
 * What an entry costs: its key, the whole memory behind its body (a Buffer sliced from a shared
 * pool would hold the whole pool slab: `ownedBody` gives every body its own), ETag, content type
 * and the fixed overhead. Strings count two bytes a character (V8 keeps some as UTF-16).
 */
export function footprintOf(key: string, response: CachedResponse): number {
  return (
    ENTRY_OVERHEAD_BYTES +
    response.body.buffer.byteLength +
    2 * (key.length + response.etag.length + response.contentType.length)
  );
}

/**
 * The body in memory of its own. `Buffer.from` of a short text returns a slice of an 8 KiB pool
 * shared with other allocations: keeping a 1 KB answer would keep the whole slab alive (measured:
 * the gateway grew to ten times its cache limit under a stream of distinct small answers).
 */
export function ownedBody(body: Buffer | string): Buffer {
  if (Buffer.isBuffer(body) && body.byteOffset === 0 && body.buffer.byteLength === body.length) return body;
  const length = Buffer.isBuffer(body) ? body.length : Buffer.byteLength(body);
  const owned = Buffer.allocUnsafeSlow(length);
  if (Buffer.isBuffer(body)) body.copy(owned);
  else owned.write(body);
  return owned;
}

/** Cache keys are a digest of the normalised request: a long request costs no more memory than a short one. */
export const cacheKeyOf = (normalisedRequest: string) =>
  createHash('sha256').update(normalisedRequest).digest('base64url');

/**
 * Taken when a miss starts computing; the answer is stored only if what it depends on did not
 * change meanwhile: its topic (any change of it for an answer about no single product; a change
 * of the whole topic or of its product for a product's answer).
 */
export interface MissTicket {
  key: string;
  topic: ChangeTopic;
  generation: number;
  product?: number;
  productGeneration?: number;
}

export interface ResponseCacheOptions {
  /** Upper bound of the memory held (keys, bodies and their bookkeeping, `footprintOf`), in bytes; least recently used go first. */
  maxBytes: number;
  /** A safety net only: every change is dropped by its event well before this. */
  maxAgeMs: number;
  now?: () => number;
}

/** A strong validator of the body's bytes. */
export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Serialised answers of public reads, per gateway replica (nothing shared between replicas; each
 * listens to the change events itself). Correct under concurrency: an answer computed while its
 * topic changed is not stored (the generation of the topic moved on), and while the change feed
 * is disconnected nothing is served or stored, since events could be missed. Recency, the memory
 * bound and the ages are lru-cache's (`maxSize` with each entry's `footprintOf`, `ttl`).
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Moves on every change of the topic (a product's or the whole topic's). */
  private readonly generations = new Map<ChangeTopic, number>(CHANGE_TOPICS.map((topic) => [topic, 0]));
  /** Moves on changes of the whole topic only. */
  private readonly wholeGenerations = new Map<ChangeTopic, number>(CHANGE_TOPICS.map((topic) => [topic, 0]));
  /** Per product, since the last change of a whole topic (which makes every older product ticket stale). */
  private readonly productGenerations = new Map<number, number>();
  /** Keys of the entries about one product, and of each topic's entries about none: a product's change drops these without a scan. */
  private readonly byProduct = new Map<number, Set<string>>();
  private readonly aboutNoProduct = new Map<ChangeTopic, Set<string>>(CHANGE_TOPICS.map((topic) => [topic, new Set()]));
  /** Change feeds (one per database the subgraphs write to) that are not listening right now. */
  private readonly feedsDown = new Set<string>();
  private feeds = 0;

  constructor(private readonly options: ResponseCacheOptions) {
    const now = options.now;
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      // One answer may take at most a quarter of the memory, so a few large ones cannot flush the rest.
      maxEntrySize: options.maxBytes / 4,
      sizeCalculation: (entry) => entry.bytes,
      ttl: options.maxAgeMs,
      // Read the clock on every check rather than a copy refreshed by a timer: an announcement's answer ends at its expiry.
      ttlResolution: 0,
      ...(now ? { perf: { now } } : {}),
      // Every way an entry leaves (evicted, replaced, deleted, expired, cleared) leaves the indexes too.
      dispose: (entry, key) => this.unindex(entry, key),
    });
  }

  private indexOf(entry: Pick<Entry, 'topic' | 'product'>): Set<string> {
    if (entry.product === undefined) return this.aboutNoProduct.get(entry.topic)!;
    let keys = this.byProduct.get(entry.product);
    if (!keys) this.byProduct.set(entry.product, (keys = new Set()));
    return keys;
  }

  private unindex(entry: Entry, key: string): void {
    const keys = this.indexOf(entry);
    keys.delete(key);
    if (entry.product !== undefined && keys.size === 0) this.byProduct.delete(entry.product);
  }

  /** Whether answers may be served and stored: only while every change feed is listening. */
  get enabled(): boolean {
    return this.feeds > 0 && this.feedsDown.size === 0;
  }

  /** A change feed that must be listening before anything is cached; it starts down. */
  addFeed(name: string): void {
    this.feeds += 1;
    this.feedsDown.add(name);
  }

  /** A feed is (again) listening: what was stored before may have missed its events, so it goes. */
  feedUp(name: string): void {
    this.clear();
    this.feedsDown.delete(name);
  }

  feedDown(name: string): void {
    this.feedsDown.add(name);
    this.clear();
  }

  get(key: string): CachedResponse | undefined {
    if (!this.enabled) return undefined;
    return this.entries.get(key);
  }

  /** `product`: the one product the answer is about (a product's detail), if any. */
  begin(key: string, topic: ChangeTopic, product?: number): MissTicket {
    if (product === undefined) return { key, topic, generation: this.generations.get(topic)! };
    return {
      key,
      topic,
      generation: this.wholeGenerations.get(topic)!,
      product,
      productGeneration: this.productGenerations.get(product) ?? 0,
    };
  }

  private stale(ticket: MissTicket): boolean {
    if (ticket.product === undefined) return this.generations.get(ticket.topic) !== ticket.generation;
    return (
      this.wholeGenerations.get(ticket.topic) !== ticket.generation ||
      (this.productGenerations.get(ticket.product) ?? 0) !== ticket.productGeneration
    );
  }

  /** Stores the answer of a miss unless what it depends on changed since `begin` (or the feed dropped). */
  store(ticket: MissTicket, response: CachedResponse, maxAgeMs = this.options.maxAgeMs): boolean {
    if (!this.enabled || this.stale(ticket)) return false;
    const body = ownedBody(response.body);
    const bytes = footprintOf(ticket.key, { ...response, body });
    if (bytes > this.options.maxBytes / 4 || maxAgeMs <= 0) return false;
    const entry: Entry = {
      body,
      etag: response.etag,
      contentType: response.contentType,
      topic: ticket.topic,
      ...(ticket.product === undefined ? {} : { product: ticket.product }),
      bytes,
    };
    this.entries.set(ticket.key, entry, { ttl: Math.min(maxAgeMs, this.options.maxAgeMs) });
    if (this.entries.peek(ticket.key) === entry) this.indexOf(entry).add(ticket.key);
    return true;
  }

  /** A change of the whole topic: every answer that depends on it goes, and answers in flight will not be stored. */
  invalidate(topic: ChangeTopic): void {
    this.generations.set(topic, this.generations.get(topic)! + 1);
    this.wholeGenerations.set(topic, this.wholeGenerations.get(topic)! + 1);
    // Older product tickets are stale by the whole generation already.
    this.productGenerations.clear();
    const stale: string[] = [];
    for (const [key, entry] of this.entries.entries()) if (entry.topic === topic) stale.push(key);
    for (const key of stale) this.entries.delete(key);
  }

  /**
   * A change of some products (their stock): their answers and the topic's answers about no single
   * product (the lists) go, and such answers in flight will not be stored; other products' stay.
   */
  invalidateProducts(topic: ChangeTopic, products: readonly number[]): void {
    this.generations.set(topic, this.generations.get(topic)! + 1);
    const stale = [...this.aboutNoProduct.get(topic)!];
    for (const product of products) {
      this.productGenerations.set(product, (this.productGenerations.get(product) ?? 0) + 1);
      stale.push(...(this.byProduct.get(product) ?? []));
    }
    for (const key of stale) this.entries.delete(key);
  }

  /**
   * A change of which products are listed, none of their own data (catalog's in-stock list,
   * decision 0074): the topic's answers about no single product (the lists, the rendered pages) go;
   * every product's own answers stay.
   */
  invalidateLists(topic: ChangeTopic): void {
    this.invalidateProducts(topic, []);
  }

  clear(): void {
    for (const topic of CHANGE_TOPICS) {
      this.generations.set(topic, this.generations.get(topic)! + 1);
      this.wholeGenerations.set(topic, this.wholeGenerations.get(topic)! + 1);
    }
    this.productGenerations.clear();
    this.entries.clear();
  }

  /** Entries held and the memory they are counted at (never above `maxBytes`). */
  /** Reads looked up, by `<rest|graphql> <hit|miss|shared>` (a miss that waited for another's answer is `shared`), for the metrics. */
  readonly lookups = new Map<string, number>();

  countLookup(kind: 'rest' | 'graphql', outcome: 'hit' | 'miss' | 'shared'): void {
    const key = `${kind} ${outcome}`;
    this.lookups.set(key, (this.lookups.get(key) ?? 0) + 1);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
