/** Business constants of the spec shared by servers and microfrontends. */

export const SERVERS = ['EUW', 'EUNE', 'NA', 'BR', 'TR', 'OCE', 'LAS', 'LAN', 'RU', 'JP', 'KR'] as const;
export type Server = (typeof SERVERS)[number];
export const DEFAULT_SERVER: Server = 'EUW';

export const SERVER_NAMES: Record<Server, string> = {
  EUW: 'Europe West',
  EUNE: 'Europe Nordic & East',
  NA: 'North America',
  BR: 'Brazil',
  TR: 'Turkey',
  OCE: 'Oceania',
  LAS: 'Latin America South',
  LAN: 'Latin America North',
  RU: 'Russia',
  JP: 'Japan',
  KR: 'Korea',
};

export const GAMES = [
  { id: 1, slug: 'lol', name: 'League of Legends' },
  { id: 2, slug: 'valorant', name: 'Valorant' },
] as const;

export const ACCOUNT_TYPES = [
  {
    id: 'fresh',
    name: 'BOTTED FRESH SMURF',
    rankStatus: 'unranked',
    subcategories: ['30-40k', '40-50k', '50-60k'],
  },
  {
    id: 'ranked',
    name: 'RANKED READY ACCOUNT',
    rankStatus: 'ranked',
    subcategories: ['random-mmr', '5-win-mmr', '10-win-mmr'],
  },
] as const;

export const PAYMENT_METHODS = ['credit_card', 'paypal', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PRODUCT_STATUSES = ['Available', 'Out of Stock', 'Sold'] as const;

/** The spec's listing rule: a product is listed only while its stock is a number above 0 and it is not Sold. */
export function isListedProduct(product: { stock: unknown; status: string }): boolean {
  return (
    typeof product.stock === 'number' &&
    Number.isFinite(product.stock) &&
    product.stock > 0 &&
    product.status.trim().toLowerCase() !== 'sold'
  );
}

/** An import without a base price is refused (a product without a price must not go on sale); the bulk-import forms are Turkish. */
export const BASE_PRICE_REQUIRED = 'Lütfen taban fiyatı giriniz: fiyatı olmayan ürün satışa çıkamaz.';

/** The spec's page size of product lists: the storefront's list and catalog's productPage default. */
export const PRODUCT_PAGE_SIZE = 4;

/** The product list's sorts: the storefront's sort menu and catalog's productPage `sort`. */
export const PRODUCT_SORT_KEYS = [
  'default',
  'price-desc',
  'price-asc',
  'blueEssence-desc',
  'blueEssence-asc',
  'skinCount-desc',
  'skinCount-asc',
] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
