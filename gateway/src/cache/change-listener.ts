import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { PgListener } from '@shop/server-kit';
import { CHANGE_TOPICS, type ChangeTopic, type ResponseCache } from './response-cache';

/**
 * The channel the subgraphs notify after a commit that changed what public reads show (their
 * migrations install statement triggers that call `pg_notify`; PostgreSQL delivers a
 * notification only when the transaction commits, and never one of a rolled-back transaction).
 */
export const CHANGE_CHANNEL = 'shop_changes';

/** Payloads of the gateway's own sync markers (see `sync`); every other payload is a topic. */
const SYNC_PREFIX = 'sync:';
const SYNC_TIMEOUT_MS = 1_000;

/**
 * Keeps one connection LISTENing on the change channel and turns each event into an
 * invalidation. While the connection is down the cache is off (events would be missed) and it
 * reconnects by itself; a fresh connection starts from an empty cache.
 */
export class ChangeListener {
  private readonly listener: PgListener;
  private listening = false;
  private readonly syncs = new Map<string, () => void>();
  /** The marker the next `sync` calls share, until it is sent. */
  private nextMarker: Promise<void> | null = null;
  /** Markers go out on their own connections: the listening one runs one query at a time. */
  private readonly markers: Pool;

  constructor(
    databaseUrl: string,
    private readonly cache: ResponseCache,
    private readonly name = 'changes',
  ) {
    cache.addFeed(name);
    this.markers = new Pool({ connectionString: databaseUrl, max: 4, application_name: 'gateway-change-marker' });
    this.markers.on('error', () => undefined);
    this.listener = new PgListener({
      databaseUrl,
      channel: CHANGE_CHANNEL,
      applicationName: 'gateway-change-listener',
      lostMessage: 'change feed lost; public reads are not cached until it is back',
      onNotification: (payload) => this.apply(payload),
      onUp: () => {
        this.listening = true;
        cache.feedUp(name);
      },
      onDown: () => {
        this.listening = false;
        cache.feedDown(name);
      },
    });
  }

  /** Resolves once listening (or after the first failure; it keeps retrying in the background). */
  start(): Promise<void> {
    return this.listener.start();
  }

  /** Its LISTEN connection is up (readiness). */
  get up(): boolean {
    return this.listener.up;
  }

  async stop(): Promise<void> {
    await this.listener.stop();
    await this.markers.end().catch(() => undefined);
  }

  /**
   * Read-your-writes for this replica: resolves once every change committed before the call has
   * been applied to the cache. PostgreSQL delivers notifications in commit order, so when a marker
   * sent now comes back, the events of the writes that committed before it came first. Calls made
   * before a marker leaves share it (200 buyers at once send a few markers, not 200).
   */
  sync(): Promise<void> {
    if (!this.listening) return Promise.resolve();
    if (!this.nextMarker) {
      const marker = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        // From here on, a new call needs a marker sent after it: this one is on its way.
        if (this.nextMarker === marker) this.nextMarker = null;
        return this.sendMarker();
      });
      this.nextMarker = marker;
    }
    return this.nextMarker;
  }

  private async sendMarker(): Promise<void> {
    const token = `${SYNC_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<boolean>((resolve) => {
      this.syncs.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    try {
      await this.markers.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, token]);
      // A marker that never comes back: the events may be late too, so nothing stored is trusted.
      if (!(await back)) this.cache.clear();
    } catch {
      this.cache.clear();
    } finally {
      clearTimeout(timer);
      this.syncs.delete(token);
    }
  }

  private apply(payload: string | undefined): void {
    if (payload?.startsWith(SYNC_PREFIX)) {
      this.syncs.get(payload)?.();
      return;
    }
    // `catalog` (the whole topic), `catalog:12,345` (those products' stock) or `catalog:lists`
    // (which products are listed, catalog's in-stock list); anything else clears all.
    const [topic, list] = (payload ?? '').split(':', 2) as [ChangeTopic, string | undefined];
    if (CHANGE_TOPICS.includes(topic) && list === 'lists') {
      this.cache.invalidateLists(topic);
      return;
    }
    const products = list?.split(',').map(Number);
    if (!CHANGE_TOPICS.includes(topic) || (products && !products.every((id) => Number.isSafeInteger(id) && id > 0)))
      this.cache.clear();
    else if (products) this.cache.invalidateProducts(topic, products);
    else this.cache.invalidate(topic);
  }
}
