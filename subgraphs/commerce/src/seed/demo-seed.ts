import { demoProducts } from '@shop/shared/demo';
import type { InventoryService } from '../modules/inventory/inventory.service';

/**
 * Credential units (and the manual stock counters of products without credentials) of the demo
 * catalogue on an empty inventory; product ids match catalog's seed.
 */
export async function seedDemoUnits(inventory: InventoryService): Promise<number> {
  if (await inventory.hasUnits()) return 0;
  let added = 0;
  for (const product of demoProducts()) {
    if (product.units.length > 0) added += await inventory.addUnits(product.id, product.units);
    if (product.manualStock) await inventory.setManualStock(product.id, product.manualStock);
  }
  return added;
}
