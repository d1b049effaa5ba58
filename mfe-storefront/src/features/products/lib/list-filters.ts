/** The product list's filters and page size, without the filtering code (product-filters.ts). */

import type { ProductSortKey } from '@shop/shared';

export { PRODUCT_PAGE_SIZE as PAGE_SIZE, PRODUCT_SORT_KEYS as SORT_KEYS } from '@shop/shared';
export type SortKey = ProductSortKey;

export interface ListFilters {
  /** The applied skin/champion filter (null: All Skins). */
  skin: string | null;
  /** The applied rarity filter (null: all rarities). */
  rarity: string | null;
  sort: SortKey;
}

export const NO_FILTERS: ListFilters = { skin: null, rarity: null, sort: 'default' };
