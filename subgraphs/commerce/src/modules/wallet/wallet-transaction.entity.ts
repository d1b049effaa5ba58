import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { OrderEntity } from '../order/order.entity';
import { PaymentEntity } from '../payment/payment.entity';
import { UserEntity } from '../user/user.entity';

export const TRANSACTION_TYPES = ['deposit', 'purchase', 'refund', 'withdrawal', 'adjustment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * The ledger: one signed entry per money movement. Append-only; a trigger in the migrations
 * refuses UPDATE, DELETE and TRUNCATE, so history cannot be rewritten even by a bug.
 */
@Entity({ tableName: 'wallet_transaction' })
@Index({ properties: ['user', 'createdAt'] })
@Check({ name: 'wallet_transaction_amount_not_zero', expression: 'amount <> 0' })
// A payment is credited once and refunded once by an admin; an order is refunded once, whatever
// races. Reversals at the provider (refunds, chargebacks) post one entry per provider event.
@Index({
  name: 'wallet_transaction_payment_type_unique',
  expression:
    'create unique index "wallet_transaction_payment_type_unique" on "commerce"."wallet_transaction" ("payment_id", "type") where "payment_id" is not null and "payment_event_id" is null',
})
@Index({
  name: 'wallet_transaction_payment_event_unique',
  expression:
    'create unique index "wallet_transaction_payment_event_unique" on "commerce"."wallet_transaction" ("payment_event_id") where "payment_event_id" is not null',
})
@Index({
  name: 'wallet_transaction_order_refund_unique',
  expression:
    'create unique index "wallet_transaction_order_refund_unique" on "commerce"."wallet_transaction" ("order_id") where "type" = \'refund\'',
})
export class WalletTransactionEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => UserEntity, ref: true, deleteRule: 'restrict' })
  user!: Ref<UserEntity>;

  @Property({ type: 'string', length: 16 })
  type!: TransactionType;

  /** Signed numeric(12,2): positive adds to the balance, negative takes from it. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Property({ type: 'text', default: '' })
  description: string & Opt = '';

  @Property({ type: 'string', length: 32, nullable: true })
  paymentMethod?: string | null;

  @ManyToOne({ entity: () => OrderEntity, ref: true, nullable: true, deleteRule: 'restrict' })
  order?: Ref<OrderEntity> | null;

  /** The deposit this entry credits or refunds. */
  @ManyToOne({ entity: () => PaymentEntity, ref: true, nullable: true, deleteRule: 'restrict' })
  payment?: Ref<PaymentEntity> | null;

  /** The provider event (`payment_event.id`) a reversal at the provider was posted for. */
  @Property({ type: 'integer', nullable: true })
  paymentEventId?: number | null;

  /** The admin who posted an adjustment or a refund (a plain id: the history outlives any account). */
  @Property({ type: 'integer', nullable: true })
  actorId?: number | null;

  @Property({ type: 'string', length: 16, default: 'completed' })
  status: string & Opt = 'completed';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
