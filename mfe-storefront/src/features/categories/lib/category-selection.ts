import { ACCOUNT_TYPES, DEFAULT_SERVER, GAMES } from '@shop/shared';

/**
 * The category path of the home and /skins pages: game → server → account type → subcategory.
 * Changing a level resets the levels below it (spec §4).
 */
export interface CategorySelection {
  game: string | null;
  server: string | null;
  accountType: string | null;
  subcategory: string | null;
}

export const EMPTY_SELECTION: CategorySelection = {
  game: null,
  server: DEFAULT_SERVER,
  accountType: null,
  subcategory: null,
};

/** Browser events the selector fires (other microfrontends, e.g. the shell's logo, may fire them too). */
export const CATEGORY_EVENTS = {
  /** detail: { game, accountType, subcategory, server } */
  filterChange: 'shop:filter-change',
  /** no detail: forget the whole selection (logo on the home page). */
  filterReset: 'shop:filter-reset',
  /** no detail: empty the product display. */
  clearProducts: 'shop:clear-products',
  /** detail: { message } */
  pathIncomplete: 'shop:path-incomplete',
} as const;

export interface FilterChangeDetail {
  game: string;
  accountType: string;
  subcategory: string;
  server: string;
}

/** Where the chosen path is kept in the browser (game, account type, subcategory). */
export const SELECTION_STORAGE_KEY = 'shop:selected-category';

export function isComplete(selection: CategorySelection): selection is { [K in keyof CategorySelection]: string } {
  return Boolean(selection.game && selection.server && selection.accountType && selection.subcategory);
}

export function selectGame(selection: CategorySelection, game: string): CategorySelection {
  // Clicking the selected game again deselects it.
  if (selection.game === game) return { ...EMPTY_SELECTION, game: null };
  return { ...EMPTY_SELECTION, game };
}

export function selectServer(selection: CategorySelection, server: string): CategorySelection {
  // Clicking the active server clears it; any server change resets type and subcategory.
  return { ...selection, server: selection.server === server ? null : server, accountType: null, subcategory: null };
}

export function selectAccountType(selection: CategorySelection, accountType: string): CategorySelection {
  return { ...selection, accountType, subcategory: null };
}

export function selectSubcategory(selection: CategorySelection, subcategory: string): CategorySelection {
  return { ...selection, subcategory };
}

/** Products of the chosen path only: server trimmed upper-case, type and subcategory trimmed lower-case. */
export function matchesSelection(
  product: { server: string; accountType: string; subCategory: string; gameSlug?: string; gameId?: number },
  selection: CategorySelection,
): boolean {
  if (!isComplete(selection)) return false;
  const upper = (text: string) => text.trim().toUpperCase();
  const lower = (text: string) => text.trim().toLowerCase();
  if (product.gameSlug !== undefined && lower(product.gameSlug) !== lower(selection.game)) return false;
  return (
    upper(product.server) === upper(selection.server) &&
    lower(product.accountType) === lower(selection.accountType) &&
    lower(product.subCategory) === lower(selection.subcategory)
  );
}

export interface CategoryTree {
  id: number;
  name: string;
  slug: string;
  accountTypes: { id: string; name: string; description: string; subcategories: { id: string; name: string }[] }[];
}

/** Used when the server gives no categories (spec §3). */
export const FALLBACK_CATEGORIES: CategoryTree[] = GAMES.map((game) => ({
  id: game.id,
  name: game.name,
  slug: game.slug,
  accountTypes:
    game.slug === 'lol'
      ? ACCOUNT_TYPES.map((type) => ({
          id: type.id,
          name: type.name,
          description: '',
          subcategories: type.subcategories.map((sub) => ({ id: sub, name: sub })),
        }))
      : [],
}));

/** Server categories replace the fallback; account type fresh is always named BOTTED FRESH SMURF. */
export function withFallback(categories: readonly CategoryTree[] | undefined): CategoryTree[] {
  const source = categories && categories.length > 0 ? categories : FALLBACK_CATEGORIES;
  return source.map((game) => ({
    ...game,
    accountTypes: game.accountTypes.map((type) =>
      type.id === 'fresh' ? { ...type, name: 'BOTTED FRESH SMURF' } : type,
    ),
  }));
}

/** Game and account type from a path such as /skins/lol/fresh or /products/lol (and a #lol hash). */
export function selectionFromLocation(pathname: string, hash: string): Pick<CategorySelection, 'game' | 'accountType'> {
  const segments = pathname.split('/').filter(Boolean);
  const fromHash = hash.replace(/^#/, '').trim();
  return {
    game: segments[1] ?? (/^(lol|valorant)$/.test(fromHash) ? fromHash : null),
    accountType: segments[2] ?? null,
  };
}

export function saveSelection(selection: CategorySelection): void {
  try {
    window.localStorage.setItem(
      SELECTION_STORAGE_KEY,
      JSON.stringify({ game: selection.game, accountType: selection.accountType, subcategory: selection.subcategory }),
    );
  } catch {
    // storage may be unavailable (private mode): the selection just is not remembered
  }
}

export function clearSavedSelection(): void {
  try {
    window.localStorage.removeItem(SELECTION_STORAGE_KEY);
  } catch {
    // see saveSelection
  }
}

export function emit(name: string, detail?: unknown): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
