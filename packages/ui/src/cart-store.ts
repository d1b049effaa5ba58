import { useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from './events';

/** A product as the cart keeps it in localStorage (what the cart page shows and checkout sends). */
export interface CartItem {
  id: number;
  title: string;
  /** Decimal string (USD), the price the shopper saw; checkout sends it as the expected price. */
  price: string;
  server: string;
  accountType: string;
  subCategory: string;
  stock: number;
  hasAccountData: boolean;
  imagePath?: string | null;
  productCode?: string | null;
}

export type AddToCartResult = 'added' | 'duplicate' | 'out-of-stock';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the cart is simply empty
  }
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** One stored entry as a CartItem, or null when it is not a product (hand-edited storage, old data). */
function toItem(value: unknown): CartItem | null {
  const item = (value ?? {}) as Record<string, unknown>;
  const id = Number(item.id);
  const price = typeof item.price === 'number' ? String(item.price) : item.price;
  if (!Number.isSafeInteger(id) || id <= 0 || typeof price !== 'string') return null;
  return {
    id,
    title: text(item.title),
    price,
    server: text(item.server),
    accountType: text(item.accountType),
    subCategory: text(item.subCategory),
    stock: typeof item.stock === 'number' ? item.stock : 0,
    hasAccountData: item.hasAccountData === true,
    imagePath: typeof item.imagePath === 'string' ? item.imagePath : null,
    productCode: typeof item.productCode === 'string' ? item.productCode : null,
  };
}

let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = [];

/** The cart's products (a stable array while storage does not change). */
export function readCart(): CartItem[] {
  const raw = storage()?.getItem(CART_STORAGE_KEY) ?? null;
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    cachedItems = Array.isArray(parsed) ? parsed.map(toItem).filter((item): item is CartItem => item !== null) : [];
  } catch {
    cachedItems = [];
  }
  return cachedItems;
}

function writeCart(items: CartItem[]): void {
  const store = storage();
  if (!store) return;
  if (items.length === 0) store.removeItem(CART_STORAGE_KEY);
  else store.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT));
}

/**
 * The spec's rule is "stock 0 or less and no account data". Here account data is credential
 * units, and unsold units are counted in `stock` (a product's `hasAccountData` stays true once
 * its last unit is sold), so a product is out of stock whenever its stock is 0 or less; the same
 * reading as the detail page's 'Out of Stock'.
 */
export function isOutOfStock(product: Pick<CartItem, 'stock'>): boolean {
  return !(product.stock > 0);
}

/** Adds a product (any object with the cart's fields; only those are kept), refusing duplicates and products out of stock. */
export function addToCart(product: CartItem): AddToCartResult {
  const items = readCart();
  if (items.some((item) => item.id === product.id)) return 'duplicate';
  if (isOutOfStock(product)) return 'out-of-stock';
  // Stored as readCart reads it back: the cart's fields only, whatever else a richer product carries.
  const kept = toItem(product);
  if (kept) writeCart([...items, kept]);
  return 'added';
}

export function removeFromCart(productId: number): void {
  writeCart(readCart().filter((item) => item.id !== productId));
}

export function clearCart(): void {
  writeCart([]);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const noItems: CartItem[] = [];

/** The cart, re-rendering on changes from this tab (the event) and other tabs (`storage`). */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, readCart, () => noItems);
}

const known = () => true;
const unknown = () => false;

/**
 * Whether the page knows the cart in this browser's storage: false on the server and while a page
 * rendered there hydrates (its HTML cannot hold the cart), true from then on.
 */
export function useCartKnown(): boolean {
  return useSyncExternalStore(subscribe, known, unknown);
}
