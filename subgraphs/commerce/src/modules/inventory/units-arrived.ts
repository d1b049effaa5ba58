import type { EntityManager } from '@mikro-orm/postgresql';
import type { RestockNotifier } from '../alerts/restock-notifier';
import { ClaimRepository, type FreedUnit } from '../warranty/claim.repository';
import type { ClaimService } from '../warranty/claim.service';

/** What step 1 left for steps 2 and 3: units reserved for claims, and units on sale per product id. */
export interface Arrival {
  reserved: number;
  onSale: Map<number, number>;
}

/**
 * What happens when units of a product arrive, for every way they arrive (an admin's addition,
 * an import batch, a product saved with account lines, start-up recovery of a staged batch, a unit
 * reserved for a claim that closed with its order's refund or cancel: `freed`):
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

  /**
   * Step 1 for units closed claims gave back, in the transaction that closed them: waiting claims
   * of each product take their share (`reserve`), the rest is on sale.
   */
  async freed(tx: EntityManager, units: readonly FreedUnit[]): Promise<Arrival> {
    const arrival: Arrival = { reserved: 0, onSale: new Map() };
    const byProduct = new Map<number, number[]>();
    for (const unit of units) byProduct.set(unit.productId, [...(byProduct.get(unit.productId) ?? []), unit.unitId]);
    for (const [productId, unitIds] of byProduct) {
      const reserved = await this.reserve(tx, productId, unitIds);
      arrival.reserved += reserved;
      arrival.onSale.set(productId, unitIds.length - reserved);
    }
    return arrival;
  }

  /**
   * Step 2, after the commit: every reserved unit to its claim (all of them when `reserved` is
   * omitted, as at start-up). A claim whose order was refunded or cancelled meanwhile closes
   * instead, and its unit arrives again (`freed`): again to waiting claims, the rest told.
   */
  async deliver(reserved?: number): Promise<number> {
    if (reserved === 0) return 0;
    let delivered = 0;
    for (;;) {
      const onSale = new Map<number, number>();
      let again = 0;
      delivered += await this.claims.deliverReserved(async (tx, units) => {
        const arrival = await this.freed(tx, units);
        again += arrival.reserved;
        for (const [productId, count] of arrival.onSale) onSale.set(productId, (onSale.get(productId) ?? 0) + count);
      });
      await this.tell(onSale);
      if (again === 0) return delivered;
    }
  }

  /** Step 3: restock alerts for the units on sale per product id; a failure is logged, never thrown. */
  async tell(onSale: ReadonlyMap<number, number>): Promise<number> {
    return this.restock ? this.restock.stockArrived(onSale) : 0;
  }

  /** Steps 2 and 3 for one committed arrival (`freed`'s answer: `committed(arrival.reserved, arrival.onSale)`). */
  async committed(reserved: number, onSale: ReadonlyMap<number, number>): Promise<void> {
    await this.deliver(reserved);
    await this.tell(onSale);
  }
}
