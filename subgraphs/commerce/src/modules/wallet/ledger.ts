import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Sql } from '@shop/server-kit';
import { centsToDecimal } from '@shop/shared';
import { storedCents } from '../../common/money';
import { OrderEntity } from '../order/order.entity';
import { PaymentEntity } from '../payment/payment.entity';
import { WalletTransactionEntity, type TransactionType } from './wallet-transaction.entity';
import { WalletEntity } from './wallet.entity';
import { walletNotFoundError } from './wallet.errors';
import { SCHEMA } from '../../mikro-orm.config';

/**
 * The only way money moves: `Ledger.post` appends one ledger entry and moves the wallet's balance
 * by exactly the same amount, in whichever transaction the caller runs:
 *
 * - `{ tx, wallet }`: a MikroORM transaction (`em.transactional`) with the wallet locked by
 *   `Ledger.lockWallet`; the entry and the balance are written at the caller's flush.
 * - `{ sql, userId }`: a statement transaction with the wallet locked by `Ledger.lockBuyer`; one
 *   statement moves both. The purchase's runs on server-kit's pool (`inTransaction`), a warranty
 *   claim's on MikroORM's connection (`inEmTransaction`, common/em-sql.ts).
 * - `Ledger.postCtes` + `Ledger.statementEntry`: the same statement as CTEs of a caller's own
 *   statement (the purchase writes each order with its debit in one round trip).
 *
 * Both check the same rules (`checkedEntry`); the database keeps its own guards (the wallet's
 * CHECK balance >= 0, the append-only ledger and the deferred balance-matches-ledger trigger).
 */
export interface LedgerEntry {
  type: TransactionType;
  /** Signed, in cents: positive adds to the balance, negative takes from it. */
  amountCents: number;
  description: string;
  paymentMethod?: string | null;
  orderId?: number | null;
  paymentId?: number | null;
  /** The admin who posted an `adjustment` or a `refund`. */
  actorId?: number | null;
  /** The provider event a reversal at the provider answers (one entry per event). */
  paymentEventId?: number | null;
}

/** A MikroORM transaction and the wallet it locked (`Ledger.lockWallet`). */
export interface UnitOfWorkTarget {
  tx: EntityManager;
  wallet: WalletEntity;
}

/** A prepared-statement transaction and the user whose wallet it locked (`Ledger.lockBuyer`). */
export interface StatementTarget {
  sql: Sql;
  userId: number;
}

/** Refuses an entry no movement of money may make; callers answer user mistakes before this. */
function checkedEntry(entry: LedgerEntry): LedgerEntry {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
    throw new Error(`a ledger entry needs a non-zero whole number of cents, got ${entry.amountCents}`);
  }
  if (entry.type === 'purchase' && entry.amountCents > 0) throw new Error('a purchase takes money from the wallet');
  if (entry.type === 'deposit' && entry.amountCents < 0) throw new Error('a deposit adds money to the wallet');
  return entry;
}

/** SQL expressions (placeholders, columns of `from`) for each value of a ledger entry written by `postCtes`. */
export interface EntryExpressions {
  userId: string;
  /** Signed numeric; when it is NULL the CTEs write nothing (a free order has no entry). */
  amount: string;
  type: string;
  description: string;
  paymentMethod?: string;
  orderId?: string;
  paymentId?: string;
  actorId?: string;
  paymentEventId?: string;
  /** Earlier CTEs of the caller's statement that the expressions read (one row each). */
  from?: string;
}

/**
 * How a ledger entry is written, the one definition `post` and the purchase's order statement both
 * use: `ledger_moved` moves the wallet's balance and `ledger_entry` appends the entry (returning its
 * id) for the same user and amount, as two CTEs of one statement. The purchase composes them into
 * its order's statement (one round trip for the order and its debit); `post` runs them alone.
 */
function postCtes(e: EntryExpressions): string {
  const from = e.from ? ` from ${e.from}` : '';
  const also = e.from ? `, ${e.from}` : '';
  return `ledger_moved as (
      update "${SCHEMA}"."wallet" set balance = balance + ${e.amount}, updated_at = now()${from}
       where wallet.user_id = ${e.userId} and ${e.amount} is not null returning wallet.user_id),
    ledger_entry as (
      insert into "${SCHEMA}"."wallet_transaction" (user_id, type, amount, description, payment_method, order_id, payment_id, actor_id, payment_event_id)
      select ledger_moved.user_id, ${e.type}, ${e.amount}, ${e.description}, ${e.paymentMethod ?? 'null'}, ${e.orderId ?? 'null'}, ${e.paymentId ?? 'null'}, ${e.actorId ?? 'null'}, ${e.paymentEventId ?? 'null'}
        from ledger_moved${also}
      returning id)`;
}

const POST_SQL = `with ${postCtes({
  userId: '$1::int',
  amount: '$2::numeric',
  type: '$3::varchar',
  description: '$4::text',
  paymentMethod: '$5::varchar',
  orderId: '$6::int',
  paymentId: '$7::int',
  actorId: '$8::int',
  paymentEventId: '$9::int',
})}
  select id from ledger_entry`;

/** An entry's values for a statement that composes `postCtes`, checked by the same rules as `post`. */
export interface StatementEntry {
  type: TransactionType;
  /** Signed decimal text (exact: SQL numeric). */
  amount: string;
  description: string;
}

function statementEntry(entry: LedgerEntry): StatementEntry {
  const checked = checkedEntry(entry);
  return { type: checked.type, amount: centsToDecimal(checked.amountCents), description: checked.description };
}

function post(target: UnitOfWorkTarget, entry: LedgerEntry): WalletTransactionEntity;
function post(target: StatementTarget, entry: LedgerEntry): Promise<number>;
function post(
  target: UnitOfWorkTarget | StatementTarget,
  entry: LedgerEntry,
): WalletTransactionEntity | Promise<number> {
  const checked = checkedEntry(entry);
  if ('sql' in target) return postStatement(target, checked);
  const { tx, wallet } = target;
  const balance = storedCents(wallet.balance) + checked.amountCents;
  // Callers check the balance first and answer with a user-facing error; this is the backstop.
  if (balance < 0) throw new Error('a ledger entry may not make a balance negative');
  wallet.balance = centsToDecimal(balance);
  return tx.create(WalletTransactionEntity, {
    user: wallet.user,
    type: checked.type,
    amount: centsToDecimal(checked.amountCents),
    description: checked.description,
    paymentMethod: checked.paymentMethod ?? null,
    order: checked.orderId ? tx.getReference(OrderEntity, checked.orderId) : null,
    payment: checked.paymentId ? tx.getReference(PaymentEntity, checked.paymentId) : null,
    actorId: checked.actorId ?? null,
    paymentEventId: checked.paymentEventId ?? null,
  });
}

/** The entry and the balance in one statement, in SQL numeric (exact); answers the entry's id. */
async function postStatement({ sql, userId }: StatementTarget, entry: LedgerEntry): Promise<number> {
  const [row] = await sql<{ id: number }>(POST_SQL, [
    userId,
    centsToDecimal(entry.amountCents),
    entry.type,
    entry.description,
    entry.paymentMethod ?? null,
    entry.orderId ?? null,
    entry.paymentId ?? null,
    entry.actorId ?? null,
    entry.paymentEventId ?? null,
  ]);
  if (!row) throw walletNotFoundError();
  return Number(row.id);
}

/** Locks the wallet (SELECT ... FOR UPDATE, re-read from the database, never from the identity map). */
async function lockWallet(tx: EntityManager, userId: number): Promise<WalletEntity> {
  const wallet = await tx.findOne(
    WalletEntity,
    { user: userId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!wallet) throw walletNotFoundError();
  return wallet;
}

const CHARGE_SQL = `select coalesce(sum(-amount), 0)::text as amount from "${SCHEMA}"."wallet_transaction" where order_id = ? and type = 'purchase'`;

/** What the purchase of an order took from its buyer's wallet, in cents (0 for a free order). */
async function orderChargeCents(tx: EntityManager, orderId: number): Promise<number> {
  const [charged] = await tx.execute<Array<{ amount: string }>>(CHARGE_SQL, [orderId]);
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

const LOCK_BUYER_SQL = `select w.balance::text as balance, u.username, u.email, u.status, w.held_at is not null as on_hold
    from "${SCHEMA}"."wallet" w join "${SCHEMA}"."user" u on u.id = w.user_id
   where w.user_id = $1::int for update of w`;

/**
 * The purchase path's `lockWallet`: the balance in cents, the row locked FOR UPDATE until the
 * transaction ends (read from the database, no entity), read with its holder's name, e-mail and
 * status in the same statement. Null when the user or the wallet does not exist.
 */
async function lockBuyer(sql: Sql, userId: number): Promise<LockedBuyer | null> {
  const [row] = await sql<{ balance: string; username: string; email: string; status: string; on_hold: boolean }>(
    LOCK_BUYER_SQL,
    [userId],
  );
  return row
    ? {
        balanceCents: storedCents(row.balance),
        username: row.username,
        email: row.email,
        status: row.status,
        onHold: row.on_hold,
      }
    : null;
}

export const Ledger = { post, postCtes, statementEntry, lockWallet, lockBuyer, orderChargeCents } as const;

/** Every statement text the ledger sends (the column check in test/sql-columns.test.ts prepares each). */
export const LEDGER_SQL = {
  post: POST_SQL,
  lockBuyer: LOCK_BUYER_SQL,
  orderCharge: CHARGE_SQL.replace('?', '$1::int'),
  /** The same on the entity manager (`Ledger.orderChargeCents`). */
  orderChargeOnEm: CHARGE_SQL,
} as const;
