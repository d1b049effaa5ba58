import { randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import { log } from '@shop/server-kit';
import { CHANGE_TOPICS, type ChangeTopic, type ResponseCache } from './response-cache';

/**
 * The channel the subgraphs notify after a commit that changed what public reads show (their
 * migrations install statement triggers that call `pg_notify`; PostgreSQL delivers a
 * notification only when the transaction commits, and never one of a rolled-back transaction).
 */
export const CHANGE_CHANNEL = 'shop_changes';

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];
/** Payloads of the gateway's own sync markers (see `sync`); every other payload is a topic. */
const SYNC_PREFIX = 'sync:';
const SYNC_TIMEOUT_MS = 1_000;

/**
 * Keeps one connection LISTENing on the change channel and turns each event into an
 * invalidation. While the connection is down the cache is off (events would be missed) and it
 * reconnects by itself; a fresh connection starts from an empty cache.
 */
export class ChangeListener {
  private client: Client | null = null;
  private attempt = 0;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;
  private listening = false;
  private readonly syncs = new Map<string, () => void>();
  /** The marker the next `sync` calls share, until it is sent. */
  private nextMarker: Promise<void> | null = null;
  /** Markers go out on their own connections: the listening one runs one query at a time. */
  private readonly markers: Pool;

  constructor(
    private readonly databaseUrl: string,
    private readonly cache: ResponseCache,
    private readonly name = 'changes',
  ) {
    cache.addFeed(name);
    this.markers = new Pool({ connectionString: databaseUrl, max: 4, application_name: 'gateway-change-marker' });
    this.markers.on('error', () => undefined);
  }

  /** Resolves once listening (or after the first failure; it keeps retrying in the background). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.cache.feedDown(this.name);
    await this.client?.end().catch(() => undefined);
    this.client = null;
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

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'gateway-change-listener' });
    this.client = client;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.listening = false;
      this.cache.feedDown(this.name);
      if (this.stopped) return;
      if (error) log('gateway', 'warn', 'change feed lost; public reads are not cached until it is back', { error: String(error) });
      client.end().catch(() => undefined);
      this.schedule();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      if (message.payload?.startsWith(SYNC_PREFIX)) {
        this.syncs.get(message.payload)?.();
        return;
      }
      const topic = message.payload as ChangeTopic;
      if (CHANGE_TOPICS.includes(topic)) this.cache.invalidate(topic);
      else this.cache.clear();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (lost || this.stopped) return;
      this.attempt = 0;
      this.listening = true;
      this.cache.feedUp(this.name);
    } catch (error) {
      onLost(error as Error);
    }
  }

  private schedule(): void {
    const delay = RETRY_MS[Math.min(this.attempt, RETRY_MS.length - 1)];
    this.attempt += 1;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, delay);
    this.retry.unref();
  }
}
