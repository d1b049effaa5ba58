import { LockMode, type Ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Sql, SqlParams } from '@shop/server-kit';
import { centsToDecimal } from '@shop/shared';
import { storedCents } from '../../common/money';
import type { OrderEntity } from '../order/order.entity';
import type { PaymentEntity } from '../payment/payment.entity';
import { WalletTransactionEntity, type TransactionType } from './wallet-transaction.entity';
import { WalletEntity } from './wallet.entity';
import { walletNotFoundError } from './wallet.errors';
import { SCHEMA } from '../../mikro-orm.config';

/**
 * The only way money moves. Callers run inside a transaction: `lockWallet` takes the row with
 * SELECT ... FOR UPDATE (re-read from the database, never from the identity map), then
 * `postEntry` appends the ledger entry and moves the balance by exactly the same amount.
 */
export async function lockWallet(tx: EntityManager, userId: number): Promise<WalletEntity> {
  const wallet = await tx.findOne(WalletEntity, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!wallet) throw walletNotFoundError();
  return wallet;
}

export interface LedgerEntry {
  type: TransactionType;
  /** Signed, in cents. */
  amountCents: number;
  description: string;
  paymentMethod?: string | null;
  order?: OrderEntity | Ref<OrderEntity> | null;
  payment?: PaymentEntity | Ref<PaymentEntity> | null;
  /** The admin who posted an `adjustment` or a `refund`. */
  actorId?: number | null;
  /** The provider event a reversal at the provider answers (one entry per event). */
  paymentEventId?: number | null;
}

export function postEntry(tx: EntityManager, wallet: WalletEntity, entry: LedgerEntry): WalletTransactionEntity {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
    throw new Error(`a ledger entry needs a non-zero whole number of cents, got ${entry.amountCents}`);
  }
  const balance = storedCents(wallet.balance) + entry.amountCents;
  // Callers check the balance first and answer with a user-facing error; this is the backstop.
  if (balance < 0) throw new Error('a ledger entry may not make a balance negative');
  wallet.balance = centsToDecimal(balance);
  return tx.create(WalletTransactionEntity, {
    user: wallet.user,
    type: entry.type,
    amount: centsToDecimal(entry.amountCents),
    description: entry.description,
    paymentMethod: entry.paymentMethod ?? null,
    order: entry.order ?? null,
    payment: entry.payment ?? null,
    actorId: entry.actorId ?? null,
    paymentEventId: entry.paymentEventId ?? null,
  });
}

/** What the purchase of an order took from its buyer's wallet, in cents (0 for a free order). */
export async function orderChargeCents(tx: EntityManager, orderId: number): Promise<number> {
  const [charged] = await tx.execute<Array<{ amount: string }>>(
    `select coalesce(sum(-amount), 0)::text as amount from "${SCHEMA}"."wallet_transaction" where order_id = ? and type = 'purchase'`,
    [orderId],
  );
  return storedCents(charged.amount);
}

/** The buyer's wallet locked for a purchase, with what the order's e-mail and checks need of the buyer. */
export interface LockedBuyer {
  balanceCents: number;
  username: string;
  email: string;
  status: string;
  /** The wallet is on hold (a reversed payment left a debt): no purchases. */
  onHold: boolean;
}

/**
 * The purchase path's twin of `lockWallet`: the balance in cents, the row locked FOR UPDATE until
 * the transaction ends (read from the database, no entity), read with its holder's name, e-mail
 * and status in the same statement. Null when the user or the wallet does not exist.
 */
export async function lockBuyer(sql: Sql, userId: number): Promise<LockedBuyer | null> {
  const [row] = await sql<{ balance: string; username: string; email: string; status: string; on_hold: boolean }>(
    `select w.balance, u.username, u.email, u.status, w.held_at is not null as on_hold from "${SCHEMA}"."wallet" w join "${SCHEMA}"."user" u on u.id = w.user_id
      where w.user_id = $1 for update of w`,
    [userId],
  );
  return row
    ? { balanceCents: storedCents(String(row.balance)), username: row.username, email: row.email, status: row.status, onHold: row.on_hold === true }
    : null;
}

/**
 * The purchase path's twin of `postEntry`, as two parts of one SQL statement whose common table
 * expression `o` is the new order (`id`): the wallet debited and the `purchase` entry appended by
 * exactly the same amount, in SQL numeric (exact). The caller checked the balance under
 * `lockBuyer`; the wallet's CHECK (balance >= 0) is the backstop.
 */
export function purchaseEntrySql(params: SqlParams, userId: number, amountCents: number, description: { before: string; after: string }): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error(`a purchase debits a positive whole number of cents, got ${amountCents}`);
  const user = params.add(userId);
  return `debit as (update "${SCHEMA}"."wallet" set balance = balance - ${params.add(centsToDecimal(amountCents))}::numeric, updated_at = now() where user_id = ${user} returning user_id),
      entry as (insert into "${SCHEMA}"."wallet_transaction" (user_id, type, amount, description, order_id)
        select ${user}, 'purchase', ${params.add(centsToDecimal(-amountCents))}::numeric, ${params.add(description.before)}::text || o.id || ${params.add(description.after)}::text, o.id from o)`;
}
