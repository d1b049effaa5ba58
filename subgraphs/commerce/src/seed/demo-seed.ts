import type { EntityManager } from '@mikro-orm/postgresql';
import { demoProducts } from '@shop/shared/demo';
import { InventoryUnitEntity } from '../modules/inventory/inventory-unit.entity';
import { InventoryService } from '../modules/inventory/inventory.service';

/**
 * Credential units (and the manual stock counters of products without credentials) of the demo
 * catalogue on an empty inventory; product ids match catalog's seed.
 */
export async function seedDemoUnits(em: EntityManager): Promise<number> {
  if ((await em.count(InventoryUnitEntity)) > 0) return 0;
  const inventory = new InventoryService(em);
  let added = 0;
  for (const product of demoProducts()) {
    if (product.units.length > 0) added += await inventory.addUnits(product.id, product.units);
    if (product.manualStock) await inventory.setManualStock(product.id, product.manualStock);
  }
  return added;
}
