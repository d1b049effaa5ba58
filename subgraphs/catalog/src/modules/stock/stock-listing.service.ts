import type { EntityManager } from '@mikro-orm/postgresql';
import { requireServiceScope, type Identity } from '@shop/server-kit';
import { SCHEMA } from '../../mikro-orm.config';

/** `?` placeholders; checked by test/sql-columns.test.ts. The id lists are bound as `{1,2}`. */
export const STOCK_LISTING_SQL = {
  leave: `delete from "${SCHEMA}"."product_in_stock" where product_id = any(?::int[])`,
  /** Only products catalog knows (commerce may name one an admin never created here). */
  enter: `insert into "${SCHEMA}"."product_in_stock" (product_id)
    select id from "${SCHEMA}"."product" where id = any(?::int[]) on conflict do nothing`,
  leaveAllBut: `delete from "${SCHEMA}"."product_in_stock" where not (product_id = any(?::int[]))`,
} as const;

const idList = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * Which products have stock (decision 0074): commerce's stock feed tells catalog the current
 * figure of the products whose stock moved, or the whole set at its start. Both writes state a
 * current fact, so a repeat changes nothing; rows change only when a product enters or leaves,
 * and only then do the table's triggers name it to the gateway's cache.
 */
export class StockListingService {
  constructor(private readonly em: EntityManager) {}

  /** The products named: in stock now, or out of stock now. Answers how many were named. */
  async set(identity: Identity, inStock: readonly number[], outOfStock: readonly number[]): Promise<number> {
    requireServiceScope(identity, 'catalog:stock');
    await this.em.transactional(async (tx) => {
      if (outOfStock.length) await tx.execute(STOCK_LISTING_SQL.leave, [idList(outOfStock)]);
      if (inStock.length) await tx.execute(STOCK_LISTING_SQL.enter, [idList(inStock)]);
    });
    return inStock.length + outOfStock.length;
  }

  /** Every product in stock (commerce's whole set): the others leave the list. */
  async reconcile(identity: Identity, inStock: readonly number[]): Promise<number> {
    requireServiceScope(identity, 'catalog:stock');
    await this.em.transactional(async (tx) => {
      await tx.execute(STOCK_LISTING_SQL.leaveAllBut, [idList(inStock)]);
      if (inStock.length) await tx.execute(STOCK_LISTING_SQL.enter, [idList(inStock)]);
    });
    return inStock.length;
  }
}
