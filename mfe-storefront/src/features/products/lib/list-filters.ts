/** The product list's filters and page size, without the filtering code (product-filters.ts). */

/** The spec's page size of product lists. */
export const PAGE_SIZE = 4;

export const SORT_KEYS = [
  'default',
  'price-desc',
  'price-asc',
  'blueEssence-desc',
  'blueEssence-asc',
  'skinCount-desc',
  'skinCount-asc',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface ListFilters {
  /** The applied skin/champion filter (null: All Skins). */
  skin: string | null;
  /** The applied rarity filter (null: all rarities). */
  rarity: string | null;
  sort: SortKey;
}

export const NO_FILTERS: ListFilters = { skin: null, rarity: null, sort: 'default' };
