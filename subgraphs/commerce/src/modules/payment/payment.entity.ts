import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { UserEntity } from '../user/user.entity';

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'expired', 'refunded', 'disputed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A deposit asked of a payment provider. It holds no money: the wallet is credited (one
 * `deposit` ledger entry linked here) only when the provider confirms, and a refund posts one
 * reversing `refund` entry. Unique indexes on the ledger keep both to one per payment.
 */
@Entity({ tableName: 'payment' })
@Index({ properties: ['user', 'createdAt'] })
@Unique({ properties: ['provider', 'providerRef'] })
@Check({ name: 'payment_amount_positive', expression: 'amount > 0' })
export class PaymentEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => UserEntity, ref: true, deleteRule: 'restrict' })
  user!: Ref<UserEntity>;

  /** `test` or `stripe`. */
  @Property({ type: 'string', length: 16 })
  provider!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Property({ type: 'string', length: 3, default: 'USD' })
  currency: string & Opt = 'USD';

  @Property({ type: 'string', length: 32 })
  paymentMethod!: string;

  @Property({ type: 'string', length: 16, default: 'pending' })
  status: PaymentStatus & Opt = 'pending';

  /** The provider's id of what the payer completes (a Stripe Checkout Session id). */
  @Property({ type: 'string', length: 255, nullable: true })
  providerRef?: string | null;

  /** The provider's id of the captured money (a Stripe PaymentIntent), needed to refund it. */
  @Property({ type: 'string', length: 255, nullable: true })
  providerPaymentRef?: string | null;

  /** Where the payer completes the payment (Stripe Checkout); null when confirmed at once. */
  @Property({ type: 'text', nullable: true })
  checkoutUrl?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  refundedAt?: Date | null;

  /**
   * How much of the deposit has been taken back (admin refund, refunds at the provider,
   * chargebacks), whether or not the wallet still held it: what a later reversal event is
   * measured against, so none reverses twice.
   */
  @Property({ type: 'decimal', precision: 12, scale: 2, defaultRaw: '0' })
  reversedAmount: string & Opt = '0.00';
}
