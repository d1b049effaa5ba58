import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '@shop/server-kit';
import { AccountTextError, formatAccount, parseAccountLine } from '@shop/shared';
import DataLoader from 'dataloader';
import { SCHEMA } from '../../mikro-orm.config';
import { InventoryUnitEntity } from './inventory-unit.entity';
import { ManualStockEntity } from './manual-stock.entity';

export interface ProductStock {
  id: number;
  stock: number;
  hasAccountData: boolean;
}

interface StockRow {
  product_id: number;
  stock: string | number;
  units: string | number;
}

/** Stock of many products in one query: unsold units and the manual counter, per product id. */
async function loadStock(em: EntityManager, ids: readonly number[]): Promise<ProductStock[]> {
  const valid = ids.filter((id) => Number.isSafeInteger(id));
  if (valid.length === 0) return ids.map((id) => ({ id, stock: 0, hasAccountData: false }));
  const list = `{${valid.join(',')}}`;
  const rows = await em.execute<StockRow[]>(
    `select p.id as product_id,
            coalesce(u.unsold, 0) + coalesce(m.quantity, 0) as stock,
            coalesce(u.total, 0) as units
       from unnest(?::int[]) as p(id)
       left join (select product_id, count(*) filter (where order_id is null) as unsold, count(*) as total
                    from "${SCHEMA}"."inventory_unit"
                   where product_id = any(?::int[])
                   group by product_id) u on u.product_id = p.id
       left join "${SCHEMA}"."manual_stock" m on m.product_id = p.id`,
    [list, list],
  );
  const byId = new Map(rows.map((row) => [Number(row.product_id), row]));
  return ids.map((id) => {
    const row = byId.get(id);
    return { id, stock: Number(row?.stock ?? 0), hasAccountData: Number(row?.units ?? 0) > 0 };
  });
}

export class InventoryService {
  /** One stock query per request however many products the gateway asks about. */
  private readonly stockById: DataLoader<number, ProductStock>;

  constructor(private readonly em: EntityManager) {
    this.stockById = new DataLoader((ids) => loadStock(this.em, ids));
  }

  productStock(productId: number): Promise<ProductStock> {
    return this.stockById.load(productId);
  }

  /**
   * Adds credential units to a product, one per line in either documented account format.
   * Lines are checked and normalised first; nothing is stored when one is unusable.
   */
  async addUnits(productId: number, lines: string[]): Promise<number> {
    const credentials = lines
      .map((line, index) => ({ line: line.trim(), number: index + 1 }))
      .filter(({ line }) => line.length > 0)
      .map(({ line, number }) => {
        try {
          return formatAccount(parseAccountLine(line));
        } catch (error) {
          if (error instanceof AccountTextError) throw badInput(`Line ${number}: ${error.message}.`, { line: number });
          throw error;
        }
      });
    for (const text of credentials) this.em.create(InventoryUnitEntity, { productId, credentials: text });
    await this.em.flush();
    this.stockById.clear(productId);
    return credentials.length;
  }

  /** Sets the manual stock counter of a product delivered by hand. */
  async setManualStock(productId: number, quantity: number): Promise<void> {
    if (!Number.isSafeInteger(quantity) || quantity < 0) throw badInput('Stock must be a whole number of 0 or more.');
    await this.em.upsert(ManualStockEntity, { productId, quantity });
    this.stockById.clear(productId);
  }
}
