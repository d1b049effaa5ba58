import { Check, Entity, OneToOne, PrimaryKeyProp, Property, type Opt, type Ref } from '@mikro-orm/core';
import { UserEntity } from '../user/user.entity';

/**
 * One wallet per user, keyed by the user. The balance is a cached sum of the user's ledger
 * (`wallet_transaction`): it only changes together with a ledger entry, with the row locked
 * FOR UPDATE. The database refuses a negative balance and, at commit, a balance that differs
 * from the ledger sum (deferred trigger in the migrations).
 */
@Entity({ tableName: 'wallet' })
@Check({ name: 'wallet_balance_not_negative', expression: 'balance >= 0' })
export class WalletEntity {
  [PrimaryKeyProp]?: 'user';

  @OneToOne({ entity: () => UserEntity, primary: true, ref: true, deleteRule: 'cascade' })
  user!: Ref<UserEntity>;

  /** numeric(12,2), read and written as a decimal string; arithmetic in integer cents. */
  @Property({ type: 'decimal', precision: 12, scale: 2, defaultRaw: '0' })
  balance: string & Opt = '0.00';

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  /**
   * On hold since: a refund or chargeback at the payment provider took back money the wallet had
   * already spent. No purchases and no deposits until an admin releases it.
   */
  @Property({ type: 'datetime', nullable: true })
  heldAt?: Date | null;

  /** Why (for admins and the owner): which deposit was reversed and how much could not be taken back. */
  @Property({ type: 'text', nullable: true })
  holdReason?: string | null;
}
