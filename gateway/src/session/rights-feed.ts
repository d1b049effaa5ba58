import { Client } from 'pg';
import { log, RIGHTS_CHANNEL } from '@shop/server-kit';
import type { RightsSource } from './rights';

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * Keeps one connection LISTENing on commerce's `shop_rights` channel (commerce's trigger notifies
 * it with the user id after a commit that changed a user's admin flag, status or password, or
 * removed the user; PostgreSQL sends it at commit and never for a rolled-back transaction) and
 * drops that user's rights from memory. While the connection is down every request reads its
 * user's rights from commerce (`RightsSource.feedIsDown`); it reconnects by itself and starts from
 * an empty memory.
 */
export class RightsFeed {
  private client: Client | null = null;
  private attempt = 0;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly rights: RightsSource,
  ) {}

  /** Resolves once listening (or after the first failure; it keeps retrying in the background). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.rights.feedIsDown();
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    // keepAlive: a connection that dies without a reset is noticed by TCP rather than never.
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'gateway-rights-listener', keepAlive: true });
    this.client = client;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.rights.feedIsDown();
      if (this.stopped) return;
      if (error) log('gateway', 'warn', 'rights feed lost; every request reads its rights from commerce until it is back', { error: String(error) });
      client.end().catch(() => undefined);
      this.schedule();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel !== RIGHTS_CHANNEL) return;
      const userId = Number(message.payload);
      if (Number.isSafeInteger(userId)) this.rights.invalidate(userId);
      else this.rights.clear();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${RIGHTS_CHANNEL}`);
      if (lost || this.stopped) return;
      this.attempt = 0;
      this.rights.feedIsUp();
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
