import type { EntityManager } from '@mikro-orm/postgresql';
import type { RestockNotifier } from '../alerts/restock-notifier';
import { ClaimRepository } from '../warranty/claim.repository';
import type { ClaimService } from '../warranty/claim.service';

/**
 * What happens when units of a product arrive, for every way they arrive (an admin's addition,
 * an import batch, a product saved with account lines, start-up recovery of a staged batch):
 * 1. inside the transaction that writes them, waiting warranty claims take their share first
 *    (`reserve`), before any sale can see the units;
 * 2. once that transaction committed, the reserved units go to their claims (`deliver`);
 * 3. then customers with a restock alert are told about what is left on sale (`tell`).
 * Built once per request (and once for start-up recovery) in `context.ts`.
 */
export class UnitsArrived {
  constructor(
    private readonly claims: ClaimService,
    /** Absent where nobody is told (the demo seed). */
    private readonly restock: RestockNotifier | null,
  ) {}

  /** Step 1, in the units' own transaction `tx`: answers how many units waiting claims reserved. */
  reserve(tx: EntityManager, productId: number, unitIds: readonly number[]): Promise<number> {
    return ClaimRepository.reserveForWaiting(tx, productId, unitIds);
  }

  /** Step 2, after the commit: every reserved unit to its claim (all of them when `reserved` is omitted, as at start-up). */
  async deliver(reserved?: number): Promise<number> {
    if (reserved === 0) return 0;
    return this.claims.deliverReserved();
  }

  /** Step 3: restock alerts for the units on sale per product id; a failure is logged, never thrown. */
  async tell(onSale: ReadonlyMap<number, number>): Promise<number> {
    return this.restock ? this.restock.stockArrived(onSale) : 0;
  }

  /** Steps 2 and 3 for one committed arrival. */
  async committed(reserved: number, onSale: ReadonlyMap<number, number>): Promise<void> {
    await this.deliver(reserved);
    await this.tell(onSale);
  }
}
