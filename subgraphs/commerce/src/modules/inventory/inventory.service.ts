import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict } from '@shop/server-kit';
import { formatAccount } from '@shop/shared';
import { credentialKey, parseImportLine } from '../import/import.service';
import DataLoader from 'dataloader';
import { SCHEMA } from '../../mikro-orm.config';
import { InventoryUnitEntity } from './inventory-unit.entity';
import { ManualStockEntity } from './manual-stock.entity';
import { credentialVault, forUnit } from '../vault/credential-vault';
import type { UnitsArrived } from './units-arrived';
import { nextIdsSql } from '../vault/row-ids';

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

/** Stock and the admin's credential reads (`?` placeholders; checked by test/sql-columns.test.ts). */
export const INVENTORY_SQL = {
  /** Unsold units and the manual counter per product id: the id list twice, as `{1,2}`. */
  stock: `select p.id as product_id,
            coalesce(u.unsold, 0) + coalesce(m.quantity, 0) as stock,
            coalesce(u.total, 0) as units
       from unnest(?::int[]) as p(id)
       left join (select product_id, count(*) filter (where order_id is null) as unsold, count(*) as total
                    from "${SCHEMA}"."inventory_unit"
                   where product_id = any(?::int[]) and status = 'active'
                   group by product_id) u on u.product_id = p.id
       left join "${SCHEMA}"."manual_stock" m on m.product_id = p.id`,
  /** Every product with stock above 0 (the stock feed's whole set, decision 0074). */
  inStock: `select product_id from (
         select product_id, count(*) as units from "${SCHEMA}"."inventory_unit"
          where order_id is null and status = 'active' and product_id is not null group by product_id
         union all
         select product_id, quantity from "${SCHEMA}"."manual_stock") s
       group by product_id having sum(units) > 0 order by product_id`,
  returnManualStock: `insert into "${SCHEMA}"."manual_stock" (product_id, quantity) values (?, 1)
       on conflict (product_id) do update set quantity = "manual_stock".quantity + 1, updated_at = now()`,
  unsoldCredentials: `select id, product_id, credentials from "${SCHEMA}"."inventory_unit" where order_id is null and status = 'active' order by product_id, id`,
  activeCredentials: `select id, product_id, credentials from "${SCHEMA}"."inventory_unit" where product_id is not null and status = 'active' order by product_id`,
} as const;

/** Stock of many products in one query: unsold units and the manual counter, per product id. */
export async function loadStock(em: EntityManager, ids: readonly number[]): Promise<ProductStock[]> {
  const valid = ids.filter((id) => Number.isSafeInteger(id));
  if (valid.length === 0) return ids.map((id) => ({ id, stock: 0, hasAccountData: false }));
  const list = `{${valid.join(',')}}`;
  const rows = await em.execute<StockRow[]>(INVENTORY_SQL.stock, [list, list]);
  const byId = new Map(rows.map((row) => [Number(row.product_id), row]));
  return ids.map((id) => {
    const row = byId.get(id);
    return { id, stock: Number(row?.stock ?? 0), hasAccountData: Number(row?.units ?? 0) > 0 };
  });
}

/**
 * Puts one back on a product's manual counter (a cancelled order that took one), inside the
 * caller's transaction. The counter row exists since the order took from it; an upsert keeps the
 * unit even if an admin removed the row since.
 */
export async function returnManualStock(tx: EntityManager, productId: number): Promise<void> {
  await tx.execute(INVENTORY_SQL.returnManualStock, [productId]);
}

export const ACCOUNTS_TAKEN_MEANWHILE =
  'One of these accounts was added by another request at the same moment; nothing was added. Check the lines and try again.';

export class InventoryService {
  /** One stock query per request however many products the gateway asks about. */
  private readonly stockById: DataLoader<number, ProductStock>;

  constructor(
    private readonly em: EntityManager,
    /** Waiting warranty claims and restock alerts, when units arrive. */
    private readonly unitsArrived: UnitsArrived,
  ) {
    this.stockById = new DataLoader((ids) => loadStock(this.em, ids));
  }

  /** Whether any unit exists (the demo seed fills only an empty inventory). */
  async hasUnits(): Promise<boolean> {
    return (await this.em.count(InventoryUnitEntity)) > 0;
  }

  productStock(productId: number): Promise<ProductStock> {
    return this.stockById.load(productId);
  }

  /**
   * Adds credential units to a product, one per line in either documented account format.
   * Every line is checked first (format, server, duplicates in the text and in stock, which is
   * one account sold once); nothing is stored when one is unusable. A dry run checks the same
   * and stores nothing: it answers how many units would be added.
   */
  async addUnits(productId: number, lines: string[], dryRun = false): Promise<number> {
    const seen = new Set<string>();
    const units = lines
      .map((line, index) => ({ line: line.trim(), number: index + 1 }))
      .filter(({ line }) => line.length > 0)
      .map(({ line, number }) => {
        const parsed = parseImportLine(line, 'any');
        if ('reason' in parsed) throw badInput(`Line ${number}: ${parsed.reason}`, { line: number });
        const key = credentialKey(parsed);
        if (seen.has(key)) throw badInput(`Line ${number}: duplicate of an earlier line.`, { line: number });
        seen.add(key);
        return { number, key, text: formatAccount(parsed) };
      });
    if (units.length === 0) return 0;
    const taken = await this.em.find(
      InventoryUnitEntity,
      { dedupeKey: { $in: units.map((unit) => unit.key) } },
      { fields: ['dedupeKey'] },
    );
    const first = units.find((unit) => taken.some((row) => row.dedupeKey === unit.key));
    if (first) throw badInput(`Line ${first.number}: this account was already imported.`, { line: first.number });
    if (dryRun) return units.length;
    // Each unit's id before it is written: its credentials are sealed for that row alone.
    const ids = await this.em.execute<{ id: number }[]>(nextIdsSql('inventory_unit'), [units.length]);
    const vault = credentialVault();
    const unitIds = ids.map((row) => Number(row.id));
    let reserved = 0;
    try {
      await this.em.transactional(async (tx) => {
        units.forEach((unit, index) => {
          const id = unitIds[index];
          tx.create(InventoryUnitEntity, {
            id,
            productId,
            credentials: vault.seal(unit.text, forUnit(id)),
            dedupeKey: unit.key,
            status: 'active',
          });
        });
        await tx.flush();
        // Waiting warranty claims take the new units first, before any sale can see them.
        reserved = await this.unitsArrived.reserve(tx, productId, unitIds);
      });
    } catch (error) {
      // Another addition or import took one of these accounts between the check above and now.
      if (error instanceof UniqueConstraintViolationException) throw conflict(ACCOUNTS_TAKEN_MEANWHILE);
      throw error;
    }
    this.stockById.clear(productId);
    await this.unitsArrived.committed(reserved, new Map([[productId, units.length - reserved]]));
    return units.length;
  }

  /** Every unsold unit's credentials with its product id, for the admin export (a secret read). */
  async unsoldCredentials(): Promise<Array<{ productId: number; credentials: string }>> {
    const rows = await this.em.execute<{ id: number; product_id: number; credentials: string }[]>(
      INVENTORY_SQL.unsoldCredentials,
    );
    const vault = credentialVault();
    return rows.map((row) => ({
      productId: Number(row.product_id),
      credentials: vault.open(row.credentials, forUnit(row.id)),
    }));
  }

  /**
   * Products holding a unit whose username contains `query` (case-insensitive). Usernames are
   * stored sealed, so the admin's search opens the units in commerce's memory (milliseconds for
   * ten thousand units); nothing but product ids leaves this method.
   */
  async productIdsByUsername(query: string): Promise<number[]> {
    const text = query.trim().toLowerCase();
    if (!text) return [];
    const rows = await this.em.execute<{ id: number; product_id: number; credentials: string }[]>(
      INVENTORY_SQL.activeCredentials,
    );
    const vault = credentialVault();
    const found = new Set<number>();
    for (const row of rows) {
      if (found.has(Number(row.product_id))) continue;
      const parsed = parseImportLine(vault.open(row.credentials, forUnit(row.id)), 'any');
      if (!('reason' in parsed) && parsed.username.toLowerCase().includes(text)) found.add(Number(row.product_id));
    }
    return [...found];
  }

  /** Sets the manual stock counter of a product delivered by hand. */
  async setManualStock(productId: number, quantity: number): Promise<void> {
    if (!Number.isSafeInteger(quantity) || quantity < 0) throw badInput('Stock must be a whole number of 0 or more.');
    await this.em.upsert(ManualStockEntity, { productId, quantity });
    this.stockById.clear(productId);
  }
}
