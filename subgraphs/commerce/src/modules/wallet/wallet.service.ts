import type { EntityManager } from '@mikro-orm/postgresql';
import { centsToDecimal } from '@shop/shared';
import { storedCents } from '../../common/money';
import { SCHEMA } from '../../mikro-orm.config';
import { WalletTransactionEntity } from './wallet-transaction.entity';
import { WalletEntity } from './wallet.entity';
import { walletNotFoundError } from './wallet.errors';
import type { WalletTransactionType, WalletType } from './wallet.type';

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

export class WalletService {
  constructor(private readonly em: EntityManager) {}

  async get(userId: number): Promise<WalletType> {
    const wallet = await this.em.findOne(WalletEntity, { user: userId });
    if (!wallet) throw walletNotFoundError();
    return { userId, balance: wallet.balance };
  }

  /** Sum of the absolute amounts of the user's purchase entries, exact (numeric in SQL). */
  async totalSpent(userId: number): Promise<string> {
    const [row] = await this.em.execute<Array<{ total: string }>>(
      `select coalesce(sum(abs(amount)), 0)::text as total from "${SCHEMA}"."wallet_transaction" where user_id = ? and type = 'purchase'`,
      [userId],
    );
    return centsToDecimal(storedCents(row?.total ?? '0'));
  }

  /** The user's ledger, newest first. */
  async transactions(userId: number): Promise<WalletTransactionType[]> {
    const entries = await this.em.find(WalletTransactionEntity, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return entries.map(toTransactionType);
  }
}
