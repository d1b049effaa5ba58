import { Client } from 'pg';
import { log } from './log';

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

export interface PgListenerOptions {
  /** The process that logs a lost feed (`gateway`, `commerce`); default `gateway`. */
  service?: string;
  databaseUrl: string;
  channel: string;
  /** `application_name` of the connection, as `pg_stat_activity` shows it. */
  applicationName: string;
  /** Logged (with the error) when an established feed is lost. */
  lostMessage: string;
  onNotification(payload: string | undefined): void;
  /** The connection listens: events from now on arrive. */
  onUp(): void;
  /** Events may be missed from now on, until `onUp` again. */
  onDown(): void;
}

/**
 * One connection LISTENing on a PostgreSQL channel (PostgreSQL delivers a notification when its
 * transaction commits, never one of a rolled-back transaction). When the connection is lost it
 * says so and reconnects by itself, backing off up to 5 s.
 */
export class PgListener {
  private client: Client | null = null;
  private attempt = 0;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;
  private listening = false;

  constructor(private readonly options: PgListenerOptions) {}

  /** The connection listens now (readiness). */
  get up(): boolean {
    return this.listening;
  }

  /** Resolves once listening (or after the first failure; it keeps retrying in the background). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    if (this.retry) clearTimeout(this.retry);
    this.options.onDown();
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const { databaseUrl, channel, applicationName } = this.options;
    // keepAlive: a connection that dies without a reset is noticed by TCP rather than never.
    const client = new Client({ connectionString: databaseUrl, application_name: applicationName, keepAlive: true });
    this.client = client;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.listening = false;
      this.options.onDown();
      if (this.stopped) return;
      if (error) log(this.options.service ?? 'gateway', 'warn', this.options.lostMessage, { error: String(error) });
      client.end().catch(() => undefined);
      this.schedule();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === channel) this.options.onNotification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (lost || this.stopped) return;
      this.attempt = 0;
      this.listening = true;
      this.options.onUp();
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
