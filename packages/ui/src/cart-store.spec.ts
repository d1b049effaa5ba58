/** @jest-environment jsdom */
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from './events';
import { addToCart, clearCart, readCart, removeFromCart, type CartItem } from './cart-store';

const product = (id: number, stock: number, hasAccountData: boolean): CartItem => ({
  id,
  title: `Product ${id}`,
  price: '9.99',
  server: 'EUW',
  accountType: 'fresh',
  subCategory: '30-40k',
  stock,
  hasAccountData,
});

describe('cart store (localStorage `cart`)', () => {
  afterEach(() => window.localStorage.clear());

  it('adds a product once, refuses a duplicate and tells other parts of the page', () => {
    const changed = jest.fn();
    window.addEventListener(CART_CHANGED_EVENT, changed);
    expect(addToCart(product(1, 2, true))).toBe('added');
    expect(addToCart(product(1, 2, true))).toBe('duplicate');
    expect(readCart().map((item) => item.id)).toEqual([1]);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([
      { ...product(1, 2, true), imagePath: null, productCode: null },
    ]);
    expect(changed).toHaveBeenCalledTimes(1);
    window.removeEventListener(CART_CHANGED_EVENT, changed);
  });

  it("keeps only the cart's fields of a richer product", () => {
    const card = { ...product(6, 1, true), imagePath: '/img/6.png', description: 'long text', features: ['a'] };
    expect(addToCart(card)).toBe('added');
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([
      { ...product(6, 1, true), imagePath: '/img/6.png', productCode: null },
    ]);
  });

  it('refuses a product out of stock: stock 0 or less, even one whose units were all sold', () => {
    expect(addToCart(product(2, 0, false))).toBe('out-of-stock');
    expect(addToCart(product(3, -1, false))).toBe('out-of-stock');
    expect(addToCart(product(4, 0, true))).toBe('out-of-stock');
    expect(addToCart(product(5, 1, false))).toBe('added');
    expect(readCart().map((item) => item.id)).toEqual([5]);
  });

  it('removes and clears, and ignores entries that are not products', () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ id: 6, title: 'Six', price: 6.5 }, { nope: true }, 'x', { id: 7, price: '7.00' }]),
    );
    expect(readCart().map((item) => [item.id, item.price])).toEqual([
      [6, '6.5'],
      [7, '7.00'],
    ]);
    removeFromCart(6);
    expect(readCart().map((item) => item.id)).toEqual([7]);
    clearCart();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(readCart()).toEqual([]);
  });
});
