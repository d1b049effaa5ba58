import { LockMode, type MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { log } from '@shop/server-kit';
import { EmailOutboxEntity } from './email-outbox.entity';
import type { MailTransport } from './mail-transport';
import { SECRET_PLACEHOLDER, SECRET_REMOVED } from './order-email';
import { credentialVault, forEmail } from '../vault/credential-vault';

const BATCH = 20;
const MAX_BACKOFF_MS = 10 * 60_000;

/** 5 s after the first failure, doubling, at most 10 minutes: retried until sent. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

/**
 * Sends pending outbox e-mails every couple of seconds. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several commerce replicas never send the same e-mail twice; a failed
 * send counts an attempt, records the error and keeps the row for a later retry.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver>,
    private readonly transport: MailTransport,
    private readonly from: string,
  ) {}

  start(intervalMs = 2_000): void {
    this.stopped = false;
    const tick = () => {
      this.running = this.runOnce()
        .catch((error) => log('commerce', 'error', 'outbox run failed', { error: String(error) }))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, intervalMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Sends what is due now; returns how many were sent and how many failed. */
  async runOnce(): Promise<{ sent: number; failed: number }> {
    const em = this.orm.em.fork() as EntityManager;
    return em.transactional(async (tx) => {
      const due = await tx.find(
        EmailOutboxEntity,
        { status: 'pending', nextAttemptAt: { $lte: new Date() } },
        {
          lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
          orderBy: { id: 'asc' },
          limit: BATCH,
          populate: ['body', 'secret'],
        },
      );
      let sent = 0;
      for (const mail of due) {
        const message = { from: this.from, to: mail.toAddress, subject: mail.subject };
        const fileStem = `mail-${String(mail.id).padStart(6, '0')}${mail.orderId ? `-order-${mail.orderId}` : ''}`;
        try {
          const details = mail.secret ? credentialVault().open(mail.secret, forEmail(mail.id)) : '';
          await this.transport.send(
            { ...message, text: mail.body.replace(SECRET_PLACEHOLDER, () => details) },
            fileStem,
          );
          mail.status = 'sent';
          mail.sentAt = new Date();
          mail.lastError = null;
          // Delivered credentials stay in one place, the buyer's order: not in the queue, not in a stored copy.
          mail.secret = null;
          await this.transport
            .redact(
              { ...message, text: mail.body.replace(SECRET_PLACEHOLDER, () => (details ? SECRET_REMOVED : '')) },
              fileStem,
            )
            .catch((error) =>
              log('commerce', 'error', 'sent e-mail copy not redacted', { outboxId: mail.id, error: String(error) }),
            );
          sent += 1;
        } catch (error) {
          mail.attempts += 1;
          mail.lastError = String((error as Error)?.message ?? error).slice(0, 1000);
          mail.nextAttemptAt = new Date(Date.now() + retryDelayMs(mail.attempts));
          log('commerce', 'warn', 'e-mail not sent, will retry', {
            outboxId: mail.id,
            attempts: mail.attempts,
            error: mail.lastError,
          });
        }
      }
      return { sent, failed: due.length - sent };
    });
  }
}
