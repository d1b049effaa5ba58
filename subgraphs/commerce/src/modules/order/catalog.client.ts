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
}

const PRODUCT_QUERY = 'query($r:[_Any!]!){ _entities(representations:$r){ ... on Product { id title price status deletedAt hidden } } }';

/** Reads what commerce needs to sell a product from catalog, with a signed service identity. */
export class CatalogClient {
  constructor(
    private readonly url: string,
    private readonly requestId?: string,
  ) {}

  /** The product's current title, price and status, or null when catalog does not know it. */
  async product(id: number): Promise<CatalogProduct | null> {
    const data = await callService<{ _entities: Array<CatalogProduct | null> }>(
      this.url,
      'catalog:read-products',
      PRODUCT_QUERY,
      { r: [{ __typename: 'Product', id }] },
      this.requestId,
    );
    return data._entities[0] ?? null;
  }

  /** Several products in one call, in the order asked; null where catalog does not know one. */
  async products(ids: number[]): Promise<Array<CatalogProduct | null>> {
    if (ids.length === 0) return [];
    const data = await callService<{ _entities: Array<CatalogProduct | null> }>(
      this.url,
      'catalog:read-products',
      PRODUCT_QUERY,
      { r: ids.map((id) => ({ __typename: 'Product', id })) },
      this.requestId,
    );
    return ids.map((_, index) => data._entities[index] ?? null);
  }
}
