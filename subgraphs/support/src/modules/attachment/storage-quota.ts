import type { EntityManager } from '@mikro-orm/postgresql';

/** How many bytes of files one customer and the whole store may hold (`ATTACHMENT_QUOTA_*_MB`). */
export interface StorageQuota {
  perCustomerBytes: number;
  totalBytes: number;
}

export const MB = 1024 * 1024;
export const DEFAULT_QUOTA: StorageQuota = { perCustomerBytes: 50 * MB, totalBytes: 10_240 * MB };

/** Past the customer's own quota: 413 (this sender's files are too many), with a message they can act on. */
export class CustomerQuotaError extends Error {
  readonly status = 413;
  constructor(quota: StorageQuota) {
    super(
      `Your files on tickets and claims have reached your limit of ${Math.round(quota.perCustomerBytes / MB)} MB. ` +
        'Send your message without a file, or describe the problem in words.',
    );
  }
}

/** Past the store's quota: 507 Insufficient Storage (nobody's fault, nothing the sender can shrink). */
export class StoreFullError extends Error {
  readonly status = 507;
  constructor() {
    super("The shop's file storage is full. Send your message without a file, or try again later.");
  }
}

/**
 * Bytes a customer's files hold: their staged files, their claim files, and the files on their
 * tickets and replies (a reply's file counts for its author, the opening file for the ticket's).
 */
const CUSTOMER_BYTES = `
  select coalesce((select sum(size) from support.staged_file where owner_user_id = ?), 0)
       + coalesce((select sum(size) from support.claim_file where owner_user_id = ?), 0)
       + coalesce((select sum(a.size) from support.ticket_attachment a
                     join support.ticket t on t.id = a.ticket_id
                     left join support.ticket_message m on m.id = a.message_id
                    where coalesce(m.user_id, t.user_id) = ?), 0) as bytes`;

const TOTAL_BYTES = `
  select coalesce((select sum(size) from support.staged_file), 0)
       + coalesce((select sum(size) from support.claim_file), 0)
       + coalesce((select sum(size) from support.ticket_attachment), 0) as bytes`;

/** One lock for every new file: the store's total is checked and the row written by one writer at a time. */
const STORE_LOCK = 0x5f11e5;

/** The quotas' statements (`?` placeholders; checked by test/sql-columns.test.ts). */
export const QUOTA_SQL = {
  customerBytes: CUSTOMER_BYTES,
  totalBytes: TOTAL_BYTES,
  lock: 'select pg_advisory_xact_lock(?)',
} as const;

export class StorageQuotas {
  constructor(readonly quota: StorageQuota) {}

  /** Refuses before any byte is read when the customer (admins: only the store) is already at the limit. */
  async checkRoom(em: EntityManager, userId: number, isAdmin: boolean, bytes = 1): Promise<void> {
    await this.check(em, userId, isAdmin, bytes);
  }

  /**
   * Runs `write` (the new row) once `bytes` more fit, under a transaction-wide advisory lock, so
   * parallel uploads of one customer cannot each see room that only one of them gets.
   */
  async withRoom<T>(
    em: EntityManager,
    userId: number,
    isAdmin: boolean,
    bytes: number,
    write: (em: EntityManager) => Promise<T>,
  ): Promise<T> {
    return em.transactional(async (tx) => {
      await tx.getConnection().execute(QUOTA_SQL.lock, [STORE_LOCK], 'get', tx.getTransactionContext());
      await this.check(tx, userId, isAdmin, bytes);
      return write(tx);
    });
  }

  private async check(em: EntityManager, userId: number, isAdmin: boolean, bytes: number): Promise<void> {
    const connection = em.getConnection();
    const sum = async (sql: string, params: number[]): Promise<number> => {
      const rows = await connection.execute<Array<{ bytes: string }>>(sql, params, 'all', em.getTransactionContext());
      return Number(rows[0]?.bytes ?? 0);
    };
    // Staff attach files to answers all day: only the store's quota applies to them.
    if (
      !isAdmin &&
      (await sum(QUOTA_SQL.customerBytes, [userId, userId, userId])) + bytes > this.quota.perCustomerBytes
    )
      throw new CustomerQuotaError(this.quota);
    if ((await sum(QUOTA_SQL.totalBytes, [])) + bytes > this.quota.totalBytes) throw new StoreFullError();
  }
}
