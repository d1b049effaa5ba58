/**
 * Names of window events and localStorage keys more than one microfrontend uses. A remote and the
 * shell are built separately, so the names live here, once.
 */

/** localStorage: the cart, a JSON list of products (spec: the key is `cart`). */
export const CART_STORAGE_KEY = 'cart';

/** window CustomEvent fired after this tab changed the cart (other tabs get the `storage` event). */
export const CART_CHANGED_EVENT = 'cart:changed';
