import DataLoader from 'dataloader';
import { callService } from '@shop/server-kit';

export interface CatalogProduct {
  id: number;
  title: string;
  /** Decimal string, e.g. "12.50". */
  price: string;
  status: string;
  /** Set when an admin deleted the product: it can no longer be bought. */
  deletedAt?: string | null;
  /** True while its import batch is unfinished: not for sale yet. */
  hidden?: boolean;
  /** The summary an order shows of its product (commerce provides it on `Order.product`). */
  productCode: string | null;
  gameSlug: string;
  accountType: string;
  subCategory: string;
  server: string;
  /** The warranty the order is bought with: days to claim, replacements per order. */
  warrantyDays: number;
  replacementLimit: number;
}

const PRODUCT_QUERY =
  'query($r:[_Any!]!){ _entities(representations:$r){ ... on Product { id title price status deletedAt hidden productCode gameSlug accountType subCategory server warrantyDays replacementLimit } } }';

/** What a saved-filter restock alert is matched against (RestockNotifier). */
export interface ProductFacts {
  id: number;
  title: string;
  gameSlug: string;
  server: string;
  accountType: string;
  subCategory: string;
  skins: string[];
  blueEssence: number | null;
  hidden?: boolean;
  deletedAt?: string | null;
}

const FACTS_QUERY =
  'query($r:[_Any!]!){ _entities(representations:$r){ ... on Product { id title gameSlug server accountType subCategory skins blueEssence hidden deletedAt } } }';

/**
 * Reads products from catalog, with a signed service identity: what commerce needs to sell one,
 * and the summary an order shows of its product. One per request: reads of the same request are
 * batched into one call and answered once, so a purchase's order shows the product as the
 * purchase read it, without a second call.
 */
export class CatalogClient {
  private readonly loader: DataLoader<number, CatalogProduct | null>;

  constructor(
    private readonly url: string,
    private readonly requestId?: string,
  ) {
    this.loader = new DataLoader(async (ids) => {
      const data = await callService<{ _entities: Array<CatalogProduct | null> }>(
        url,
        'catalog:read-products',
        PRODUCT_QUERY,
        { r: ids.map((id) => ({ __typename: 'Product', id })) },
        requestId,
      );
      return ids.map((_, index) => data._entities[index] ?? null);
    });
  }

  /** The product's current title, price and status, or null when catalog does not know it. */
  product(id: number): Promise<CatalogProduct | null> {
    return this.loader.load(id);
  }

  /** The matching facts of several products (one call, not batched with the purchase's reads). */
  async facts(ids: number[]): Promise<ProductFacts[]> {
    if (ids.length === 0) return [];
    const data = await callService<{ _entities: Array<ProductFacts | null> }>(
      this.url,
      'catalog:read-products',
      FACTS_QUERY,
      { r: ids.map((id) => ({ __typename: 'Product', id })) },
      this.requestId,
    );
    return data._entities.filter((product): product is ProductFacts => product !== null);
  }

  /** Several products in one call, in the order asked; null where catalog does not know one. */
  async products(ids: number[]): Promise<Array<CatalogProduct | null>> {
    const found = await this.loader.loadMany(ids);
    return found.map((product) => {
      if (product instanceof Error) throw product;
      return product;
    });
  }
}
