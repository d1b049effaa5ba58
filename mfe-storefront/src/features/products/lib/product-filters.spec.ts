import {
  clampPage,
  filterProducts,
  listable,
  pageItems,
  paginate,
  skinSuggestions,
  sortProducts,
  visibleProducts,
  type FilterableProduct,
} from './product-filters';

function product(id: number, overrides: Partial<FilterableProduct> = {}): FilterableProduct {
  return { id, price: '10.00', stock: 3, status: 'Available', blueEssence: 1000, skins: [], ...overrides };
}

describe('listable', () => {
  it('keeps only products with stock above 0, not Sold, and drops duplicate ids', () => {
    const products = [
      product(1),
      product(2, { stock: 0 }),
      product(3, { status: 'Sold' }),
      product(1, { price: '99.00' }),
      product(4, { stock: Number.NaN }),
      product(5, { status: 'Out of Stock', stock: 2 }),
    ];
    expect(listable(products).map((p) => [p.id, p.price])).toEqual([
      [1, '10.00'],
      [5, '10.00'],
    ]);
  });
});

describe('filterProducts', () => {
  const products = [
    product(1, { skins: ['EPIC Star Guardian Ahri', 'DEFAULT Classic Garen'] }),
    product(2, { skins: ['LEGENDARY Pulsefire Ezreal'] }),
    product(3, { skins: ['ULTIMATE Elementalist Lux', 'EPIC Arcade Ahri'] }),
  ];

  it('matches the skin filter case-insensitively on the skin, its name or its last word', () => {
    expect(filterProducts(products, { skin: 'ahri', rarity: null }).map((p) => p.id)).toEqual([1, 3]);
    expect(filterProducts(products, { skin: 'pulsefire ez', rarity: null }).map((p) => p.id)).toEqual([2]);
    expect(filterProducts(products, { skin: 'legendary', rarity: null }).map((p) => p.id)).toEqual([2]);
    expect(filterProducts(products, { skin: 'Teemo', rarity: null })).toEqual([]);
  });

  it('keeps products with a skin whose first word is the chosen rarity', () => {
    expect(filterProducts(products, { skin: null, rarity: 'EPIC' }).map((p) => p.id)).toEqual([1, 3]);
    expect(filterProducts(products, { skin: null, rarity: 'MYTHIC' })).toEqual([]);
  });

  it('combines skin and rarity filters', () => {
    expect(filterProducts(products, { skin: 'lux', rarity: 'EPIC' }).map((p) => p.id)).toEqual([3]);
  });
});

describe('sortProducts', () => {
  const products = [
    product(1, { price: '9.90', blueEssence: 40000, skins: ['a', 'b'] }),
    product(2, { price: '120.00', blueEssence: null, skins: [] }),
    product(3, { price: '15.00', blueEssence: 55000, skins: ['a', 'b', 'c'] }),
  ];
  const ids = (sorted: FilterableProduct[]) => sorted.map((p) => p.id);

  it('keeps the server order by default', () => {
    expect(ids(sortProducts(products, 'default'))).toEqual([1, 2, 3]);
  });
  it('sorts by price as money, not as text', () => {
    expect(ids(sortProducts(products, 'price-desc'))).toEqual([2, 3, 1]);
    expect(ids(sortProducts(products, 'price-asc'))).toEqual([1, 3, 2]);
  });
  it('sorts by blue essence with unknown values last', () => {
    expect(ids(sortProducts(products, 'blueEssence-desc'))).toEqual([3, 1, 2]);
    expect(ids(sortProducts(products, 'blueEssence-asc'))).toEqual([1, 3, 2]);
  });
  it('sorts by skin count', () => {
    expect(ids(sortProducts(products, 'skinCount-desc'))).toEqual([3, 1, 2]);
    expect(ids(sortProducts(products, 'skinCount-asc'))).toEqual([2, 1, 3]);
  });
  it('does not modify its input', () => {
    sortProducts(products, 'price-asc');
    expect(ids(products)).toEqual([1, 2, 3]);
  });
});

describe('visibleProducts', () => {
  it('lists, filters and sorts in one go', () => {
    const products = [
      product(1, { price: '5.00', skins: ['EPIC Arcade Ahri'] }),
      product(2, { price: '50.00', skins: ['EPIC Arcade Sona'], stock: 0 }),
      product(3, { price: '20.00', skins: ['EPIC Arcade Miss Fortune'] }),
    ];
    expect(visibleProducts(products, { skin: 'arcade', rarity: 'EPIC', sort: 'price-desc' }).map((p) => p.id)).toEqual([
      3, 1,
    ]);
  });
});

describe('pagination', () => {
  const items = Array.from({ length: 10 }, (_, i) => i + 1);

  it('cuts pages of 4', () => {
    expect(paginate(items, 1)).toEqual({ items: [1, 2, 3, 4], page: 1, pageCount: 3 });
    expect(paginate(items, 3)).toEqual({ items: [9, 10], page: 3, pageCount: 3 });
  });
  it('keeps the page between 1 and the page count', () => {
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(7, 10)).toBe(3);
    expect(paginate([], 2)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
  it('shows every page number when there are 5 or fewer pages', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('uses ellipses when there are more than 5 pages', () => {
    expect(pageItems(1, 9)).toEqual([1, 2, 3, 4, 'ellipsis-end', 9]);
    expect(pageItems(5, 9)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 9]);
    expect(pageItems(9, 9)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9]);
    expect(pageItems(4, 6)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6]);
  });
});

describe('skinSuggestions', () => {
  it('offers distinct skin names and champions that contain the typed text', () => {
    const products = [
      product(1, { skins: ['EPIC Star Guardian Ahri', 'EPIC Arcade Ahri'] }),
      product(2, { skins: ['EPIC Star Guardian Ahri', ''] }),
    ];
    expect(skinSuggestions(products, 'ahr')).toEqual(['Ahri', 'Arcade Ahri', 'Star Guardian Ahri']);
    expect(skinSuggestions(products, 'zed')).toEqual([]);
  });
});
