import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * What a public read depends on. A subgraph publishes the topic after a commit that changed it
 * (`change-listener.ts`): `catalog` for products, their stock, categories and card designs;
 * `announcements` for the announcement feed.
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

/** Taken when a miss starts computing; the answer is stored only if its topic did not change meanwhile. */
export interface MissTicket {
  key: string;
  topic: ChangeTopic;
  generation: number;
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
  private readonly generations = new Map<ChangeTopic, number>(CHANGE_TOPICS.map((topic) => [topic, 0]));
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
    });
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

  begin(key: string, topic: ChangeTopic): MissTicket {
    return { key, topic, generation: this.generations.get(topic)! };
  }

  /** Stores the answer of a miss unless its topic changed since `begin` (or the feed dropped). */
  store(ticket: MissTicket, response: CachedResponse, maxAgeMs = this.options.maxAgeMs): boolean {
    if (!this.enabled || this.generations.get(ticket.topic) !== ticket.generation) return false;
    const body = ownedBody(response.body);
    const bytes = footprintOf(ticket.key, { ...response, body });
    if (bytes > this.options.maxBytes / 4 || maxAgeMs <= 0) return false;
    this.entries.set(
      ticket.key,
      { body, etag: response.etag, contentType: response.contentType, topic: ticket.topic, bytes },
      { ttl: Math.min(maxAgeMs, this.options.maxAgeMs) },
    );
    return true;
  }

  /** A change event: every answer that depends on the topic goes, and answers in flight will not be stored. */
  invalidate(topic: ChangeTopic): void {
    this.generations.set(topic, this.generations.get(topic)! + 1);
    const stale: string[] = [];
    for (const [key, entry] of this.entries.entries()) if (entry.topic === topic) stale.push(key);
    for (const key of stale) this.entries.delete(key);
  }

  clear(): void {
    for (const topic of CHANGE_TOPICS) this.generations.set(topic, this.generations.get(topic)! + 1);
    this.entries.clear();
  }

  /** Entries held and the memory they are counted at (never above `maxBytes`). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
