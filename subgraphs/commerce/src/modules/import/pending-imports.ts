import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { log } from '@shop/server-kit';
import { SCHEMA } from '../../mikro-orm.config';
import type { StockServices } from '../../context';

const RETRY_MS = 5000;
const ATTEMPTS = 12;

/** Batches still staged (checked by test/sql-columns.test.ts). */
export const PENDING_IMPORTS_SQL = {
  count: `select count(*) as pending from "${SCHEMA}"."import_batch" where status = 'staged'`,
} as const;

/**
 * Start-up recovery of import batches a crash left staged. Catalog may start after commerce, so
 * a failed attempt is retried a few times in the background; an admin's retry of the same batch
 * id finishes it as well.
 */
export class PendingImports {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver>,
    /** The same services a request gets (context.ts), on the entity manager given. */
    private readonly services: (em: EntityManager) => StockServices,
  ) {}

  start(attempt = 1): void {
    this.timer = setTimeout(
      () => {
        void this.runOnce()
          .then((left) => {
            if (left > 0 && attempt < ATTEMPTS && !this.stopped) this.start(attempt + 1);
          })
          .catch((error) => log('commerce', 'warn', 'pending import recovery failed', { error: String(error) }));
      },
      attempt === 1 ? 0 : RETRY_MS,
    );
    this.timer.unref();
  }

  /** Finishes what it can; answers how many batches are still staged. */
  async runOnce(): Promise<number> {
    const { imports, unitsArrived } = this.services(this.orm.em.fork());
    await imports.finishPending();
    // Replacements a crash left reserved for waiting warranty claims.
    await unitsArrived.deliver();
    const [{ pending }] = await (this.orm.em.fork() as EntityManager).execute<{ pending: string }[]>(
      PENDING_IMPORTS_SQL.count,
    );
    const count = Number(pending);
    if (count > 0) log('commerce', 'info', 'import batches still staged', { count });
    return count;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }
}
