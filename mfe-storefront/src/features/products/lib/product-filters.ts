import { isListedProduct, parseCents } from '@shop/shared';
import { hasRarity, lookupSkin, parseSkin, skinMatches } from '../../../lib/skins';
import { PAGE_SIZE, type ListFilters, type SortKey } from './list-filters';

// The list's filters and page size live in list-filters.ts (light: the route's prefetch reads them
// from the storefront's first chunk); re-exported here for the list's code.
export { NO_FILTERS, PAGE_SIZE, SORT_KEYS, type ListFilters, type SortKey } from './list-filters';

/** Price sorts are hidden on /skins. */
export function isPriceSort(sort: SortKey): boolean {
  return sort === 'price-desc' || sort === 'price-asc';
}

/** What the list's pure functions need to know about a product. */
export interface FilterableProduct {
  id: number;
  /** Decimal string, e.g. "12.50". */
  price: string;
  stock: number;
  status: string;
  blueEssence: number | null;
  skins: readonly string[];
}

/**
 * The spec's listing rule: a product is shown only if its stock is a number above 0, its status
 * is not Sold, and its id was not listed already.
 */
export function listable<T extends FilterableProduct>(products: readonly T[]): T[] {
  const seen = new Set<number>();
  return products.filter((product) => {
    if (seen.has(product.id)) return false;
    seen.add(product.id);
    return isListedProduct(product);
  });
}

/** Skin and rarity filters (the sort is applied by sortProducts). */
export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  filters: Pick<ListFilters, 'skin' | 'rarity'>,
): T[] {
  return products.filter((product) => {
    if (filters.skin && !product.skins.some((skin) => skinMatches(skin, filters.skin!))) return false;
    if (filters.rarity && !hasRarity(product.skins, filters.rarity)) return false;
    return true;
  });
}

function priceCents(product: FilterableProduct): number {
  return parseCents(product.price) ?? 0;
}

/** Unknown blue essence sorts last in both directions. */
function compareNullable(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
}

/** A stable sort; 'default' keeps the server's order. */
export function sortProducts<T extends FilterableProduct>(products: readonly T[], sort: SortKey): T[] {
  const copy = [...products];
  switch (sort) {
    case 'price-desc':
      return copy.sort((a, b) => priceCents(b) - priceCents(a));
    case 'price-asc':
      return copy.sort((a, b) => priceCents(a) - priceCents(b));
    case 'blueEssence-desc':
      return copy.sort((a, b) => compareNullable(a.blueEssence, b.blueEssence, -1));
    case 'blueEssence-asc':
      return copy.sort((a, b) => compareNullable(a.blueEssence, b.blueEssence, 1));
    case 'skinCount-desc':
      return copy.sort((a, b) => b.skins.length - a.skins.length);
    case 'skinCount-asc':
      return copy.sort((a, b) => a.skins.length - b.skins.length);
    default:
      return copy;
  }
}

/** listable → filtered → sorted: everything the list shows before pagination. */
export function visibleProducts<T extends FilterableProduct>(products: readonly T[], filters: ListFilters): T[] {
  return sortProducts(filterProducts(listable(products), filters), filters.sort);
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a requested page between 1 and the page count. */
export function clampPage(page: number, total: number, pageSize = PAGE_SIZE): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, pageSize));
}

export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize = PAGE_SIZE,
): { items: T[]; page: number; pageCount: number } {
  const current = clampPage(page, items.length, pageSize);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount: pageCount(items.length, pageSize) };
}

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page buttons: every page when there are 5 or fewer; otherwise the first and last page, the
 * current page with its neighbours, and an ellipsis for each gap.
 */
export function pageItems(page: number, count: number): PageItem[] {
  if (count <= 5) return Array.from({ length: count }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, page), count);
  let from = Math.max(2, current - 1);
  let to = Math.min(count - 1, current + 1);
  if (current <= 3) {
    from = 2;
    to = 4;
  } else if (current >= count - 2) {
    from = count - 3;
    to = count - 1;
  }
  const items: PageItem[] = [1];
  if (from > 2) items.push('ellipsis-start');
  for (let p = from; p <= to; p += 1) items.push(p);
  if (to < count - 1) items.push('ellipsis-end');
  items.push(count);
  return items;
}

/**
 * Choices of the skin/champion search: distinct skin names (without rarity) and champions (last
 * word) of the listed products that match the typed text, alphabetical.
 */
export function skinSuggestions(products: readonly FilterableProduct[], query: string, limit = 50): string[] {
  return skinNameSuggestions(
    products.flatMap((product) => product.skins),
    query,
    limit,
  );
}

/** skinSuggestions from the skins themselves (the paged list gets them from catalog's productPageSkins). */
export function skinNameSuggestions(skins: readonly string[], query: string, limit = 50): string[] {
  const names = new Set<string>();
  for (const skin of skins) {
    const { name } = parseSkin(skin);
    if (name === 'Unknown Skin') continue;
    names.add(name);
    const champion = lookupSkin(name)?.champion ?? name.split(/\s+/).pop();
    if (champion) names.add(champion);
  }
  const q = query.trim().toLowerCase();
  return [...names]
    .filter((name) => !q || name.toLowerCase().includes(q))
    .sort((a, b) => a.localeCompare(b))
    .slice(0, limit);
}
