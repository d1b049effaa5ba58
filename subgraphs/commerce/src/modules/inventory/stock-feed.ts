import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { callService, log, PgListener } from '@shop/server-kit';
import { INVENTORY_SQL, loadStock } from './inventory.service';

/** The channel of the change events (commerce's stock triggers name products there, decision 0070). */
const CHANGE_CHANNEL = 'shop_changes';
const RETRY_MS = [500, 1_000, 2_000, 5_000, 15_000, 30_000];

/** What the feed asks of catalog (scope catalog:stock). */
export interface StockListing {
  set(inStock: number[], outOfStock: number[]): Promise<void>;
  reconcile(inStock: number[]): Promise<void>;
}

export function catalogStockListing(catalogUrl: string): StockListing {
  return {
    async set(inStock, outOfStock) {
      await callService(
        catalogUrl,
        'catalog:stock',
        'mutation($s: [Int!]!, $o: [Int!]!) { setProductsInStock(inStock: $s, outOfStock: $o) }',
        { s: inStock, o: outOfStock },
      );
    },
    async reconcile(inStock) {
      await callService(
        catalogUrl,
        'catalog:stock',
        'mutation($s: [Int!]!) { reconcileProductsInStock(inStock: $s) }',
        { s: inStock },
      );
    },
  };
}

/**
 * Keeps catalog's list of products in stock current (decision 0074). It listens to commerce's own
 * stock events (`catalog:<ids>` after a commit that moved those products' stock), reads their
 * current figure and tells catalog which are in stock and which are not. It says a current fact,
 * never a difference: a repeat, a late or a lost message is healed by the next one. The whole set
 * goes to catalog when the feed (re)connects, since events may have been missed meanwhile (and at
 * start), and on an event naming no products (TRUNCATE, too many products for one payload).
 * One round at a time per process: a round reads the stock after every event it serves, so the
 * last round after the last change leaves catalog right. A failed round is tried again, backing off.
 */
export class StockFeed {
  private readonly listener: PgListener;
  private readonly dirty = new Set<number>();
  private whole = true;
  private running: Promise<void> | null = null;
  private again = false;
  private attempt = 0;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver>,
    databaseUrl: string,
    private readonly catalog: StockListing,
  ) {
    this.listener = new PgListener({
      service: 'commerce',
      databaseUrl,
      channel: CHANGE_CHANNEL,
      applicationName: 'commerce-stock-feed',
      lostMessage: 'stock feed lost; catalog gets the whole set of products in stock when it is back',
      onNotification: (payload) => this.heard(payload),
      onUp: () => {
        this.whole = true;
        this.kick();
      },
      onDown: () => undefined,
    });
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.listener.stop();
    await this.running;
  }

  /** Tests: resolves once every event heard so far has reached catalog. */
  async settled(): Promise<void> {
    while (this.running || this.whole || this.dirty.size) {
      if (this.running) await this.running;
      else if (!this.retry) this.kick();
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private heard(payload: string | undefined): void {
    if (payload === 'catalog') this.whole = true;
    else if (payload?.startsWith('catalog:')) {
      for (const id of payload.slice('catalog:'.length).split(',')) {
        const productId = Number(id);
        if (Number.isSafeInteger(productId)) this.dirty.add(productId);
      }
    } else return;
    this.kick();
  }

  private kick(): void {
    if (this.stopped || this.retry) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.rounds().finally(() => {
      this.running = null;
    });
  }

  private async rounds(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.round();
      } while (this.again && !this.stopped);
      this.attempt = 0;
    } catch (error) {
      const delay = RETRY_MS[Math.min(this.attempt, RETRY_MS.length - 1)];
      this.attempt += 1;
      log('commerce', 'warn', 'stock feed could not reach catalog; trying again', { error: String(error), delay });
      if (this.stopped) return;
      this.retry = setTimeout(() => {
        this.retry = null;
        this.kick();
      }, delay);
      this.retry.unref();
    }
  }

  private async round(): Promise<void> {
    const em = this.orm.em.fork() as EntityManager;
    if (this.whole) {
      this.whole = false;
      this.dirty.clear();
      try {
        const rows = await em.execute<{ product_id: number }[]>(INVENTORY_SQL.inStock);
        await this.catalog.reconcile(rows.map((row) => Number(row.product_id)));
      } catch (error) {
        this.whole = true;
        throw error;
      }
      return;
    }
    if (this.dirty.size === 0) return;
    const ids = [...this.dirty];
    this.dirty.clear();
    try {
      const stock = await loadStock(em, ids);
      await this.catalog.set(
        stock.filter((p) => p.stock > 0).map((p) => p.id),
        stock.filter((p) => p.stock <= 0).map((p) => p.id),
      );
    } catch (error) {
      for (const id of ids) this.dirty.add(id);
      throw error;
    }
  }
}
