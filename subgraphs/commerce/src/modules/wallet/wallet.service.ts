import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity } from '../activity/activity.service';
import { Ledger } from './ledger';
import { centsToDecimal } from '@shop/shared';
import { storedCents } from '../../common/money';
import { SCHEMA } from '../../mikro-orm.config';
import { WalletTransactionEntity } from './wallet-transaction.entity';
import { WalletEntity } from './wallet.entity';
import { walletNotFoundError } from './wallet.errors';
import type { WalletTransactionType, WalletType } from './wallet.type';

/** Checked by test/sql-columns.test.ts (`?` placeholders). */
export const WALLET_SQL = {
  totalSpent: `select coalesce(sum(abs(amount)), 0)::text as total from "${SCHEMA}"."wallet_transaction" where user_id = ? and type = 'purchase'`,
} as const;

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  credit_card: 'credit card',
  paypal: 'PayPal',
  bank_transfer: 'bank transfer',
};

export function toTransactionType(entry: WalletTransactionEntity): WalletTransactionType {
  return {
    id: entry.id,
    type: entry.type,
    amount: entry.amount,
    description: entry.description,
    paymentMethod: entry.paymentMethod ?? null,
    orderId: entry.order?.id ?? null,
    paymentId: entry.payment?.id ?? null,
    actorId: entry.actorId ?? null,
    status: entry.status,
    createdAt: entry.createdAt,
  };
}

export function toWalletType(wallet: WalletEntity): WalletType {
  return {
    userId: wallet.user.id,
    balance: wallet.balance,
    onHold: Boolean(wallet.heldAt),
    holdReason: wallet.heldAt ? (wallet.holdReason ?? '') : null,
  };
}

export class WalletService {
  constructor(private readonly em: EntityManager) {}

  async get(userId: number): Promise<WalletType> {
    const wallet = await this.em.findOne(WalletEntity, { user: userId });
    if (!wallet) throw walletNotFoundError();
    return toWalletType(wallet);
  }

  /** Admin: lifts a hold (the debt settled or forgiven); recorded in the user's activity. A wallet not on hold is answered as it is. */
  async releaseHold(actorId: number | null, userId: number): Promise<WalletType> {
    const wallet = await this.em.transactional(async (tx) => {
      const locked = await Ledger.lockWallet(tx, userId);
      if (!locked.heldAt) return locked;
      recordActivity(tx, userId, 'account_hold', 'Hold released by an admin', {
        actorId,
        heldAt: locked.heldAt.toISOString(),
        reason: locked.holdReason ?? null,
      });
      locked.heldAt = null;
      locked.holdReason = null;
      return locked;
    });
    return toWalletType(wallet);
  }

  /** Sum of the absolute amounts of the user's purchase entries, exact (numeric in SQL). */
  async totalSpent(userId: number): Promise<string> {
    const [row] = await this.em.execute<Array<{ total: string }>>(WALLET_SQL.totalSpent, [userId]);
    return centsToDecimal(storedCents(row?.total ?? '0'));
  }

  /** The user's ledger, newest first. */
  async transactions(userId: number): Promise<WalletTransactionType[]> {
    const entries = await this.em.find(
      WalletTransactionEntity,
      { user: userId },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return entries.map(toTransactionType);
  }
}
