import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { listen } from '@shop/server-kit';
import { OFFERED_RARITY_FILTERS } from '@shop/shared';
import { createApp } from '../src/app';
import { LISTED_PRODUCT_INDEXES } from '../src/modules/product/product.entity';
import { MAX_PAGE_SIZE, PRODUCT_PAGE_SORTS } from '../src/modules/product/product-page.input';
import { PRODUCT_PAGE_SQL } from '../src/modules/product/product-page.service';
import {
  PAGE_SIZE,
  SORT_KEYS,
  filterProducts,
  listable,
  paginate,
  skinNameSuggestions,
  skinSuggestions,
  sortProducts,
  type FilterableProduct,
  type SortKey,
} from '../../../mfe-storefront/src/features/products/lib/product-filters';
import { testDatabaseUrl } from '../../../test-support/db';
import { identityHeaders, serviceHeaders } from '../../../test-support/identity';

/**
 * `productPage` against the storefront's list as it runs today: the full `products` read, then the
 * list's own pure functions (listable, filterProducts, sortProducts, paginate), page by page,
 * totals included, for every sort, rarity and a spread of skin queries, on a catalogue built to
 * hit the edges (ties, unknown blue essence, padded and lower-case rarities, "sold" spelled
 * otherwise, hidden and deleted products, skinless products).
 *
 * Stock is commerce's (docs/design.md: no cross-schema reads): catalog lists what commerce's stock
 * feed last told it has stock (decision 0074). Here the feed's own mutations, with commerce's
 * service token, put about four in five products in stock, and the list's side gets the same
 * products with stock 1 and the others with stock 0.
 */
const SKINS = [
  'EPIC Arcade Sona',
  'epic  Arcade   Sona ',
  'LEGENDARY Star Guardian Ahri',
  'MYTHIC Prestige K/DA Ahri',
  'Arcade Sona',
  'ULTIMATE Elementalist Lux',
  'DEFAULT Classic Garen',
  'RARE Dark Star Thresh',
  'TRANSCENDENT Risen Legend Ahri',
  '   ',
  'Mecha Kingdoms Garen',
  'DEFAULT',
  'EPIC ÉLAN Sona',
];
const PRICES = ['5.00', '12.50', '12.50', '99.99', '0.00', '250.00', '12.05'];
const STATUSES = ['Available', 'Available', 'Out of Stock', 'Sold', ' sold ', 'SOLD', 'Available'];
const BLUE = [null, 1000, 1000, 50000, null, 0, 72000, 1000];

function rows(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    title: `Account ${i}`,
    price: PRICES[(i * 5) % PRICES.length],
    status: STATUSES[(i * 3) % STATUSES.length],
    blue: BLUE[(i * 7) % BLUE.length],
    skins: Array.from({ length: (i * 11) % 5 }, (_, k) => SKINS[(i * 3 + k * 5) % SKINS.length]),
    server: i % 6 === 0 ? 'NA' : 'EUW',
    gameSlug: i % 9 === 0 ? 'valorant' : 'lol',
    gameId: i % 9 === 0 ? 2 : 1,
    accountType: i % 4 === 0 ? 'ranked' : 'fresh',
    hidden: i % 17 === 5,
    deleted: i % 19 === 7,
    inStock: i % 5 !== 3,
  }));
}

const SKIN_QUERIES = [null, '', '  ', 'sona', 'ARCADE  sona', 'ahri', 'garen', 'k/da', 'nothing-like-it', 'élan'];
const RARITIES = [null, ...OFFERED_RARITY_FILTERS, 'rare', ' epic '];
/** The whole list with every query; a category path (as /products/... filters it) with a few. */
const CASES = [
  { path: {}, skins: SKIN_QUERIES, rarities: RARITIES },
  { path: { game: 'lol', server: 'EUW' }, skins: [null, 'ahri'], rarities: [null, 'EPIC'] },
  { path: { game: '2', accountType: 'ranked', server: 'EUW' }, skins: [null, 'sona'], rarities: [null, 'DEFAULT'] },
];

describe('productPage, the paged list read', () => {
  let server: Server;
  let close: () => Promise<void>;
  let url: string;
  const inStock = new Set<number>();

  beforeAll(async () => {
    const databaseUrl = testDatabaseUrl('catalog');
    const created = await createApp({ databaseUrl, seedDemo: false });
    close = created.close;
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      for (const row of rows(70)) {
        const { rows: inserted } = await db.query(
          `insert into catalog.product (title, price, status, blue_essence, skins, server, game_slug, game_id, account_type, hidden, deleted_at)
           values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, case when $11 then now() end) returning id`,
          [
            row.title,
            row.price,
            row.status,
            row.blue,
            JSON.stringify(row.skins),
            row.server,
            row.gameSlug,
            row.gameId,
            row.accountType,
            row.hidden,
            row.deleted,
          ],
        );
        if (row.inStock) inStock.add(inserted[0].id);
      }
    } finally {
      await db.end();
    }
    server = await listen(created.app, 0);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    // What commerce's stock feed says at its start, then a change: one product leaves, one comes back.
    const ids = [...inStock];
    const reconcile = await feed(`mutation($s: [Int!]!) { reconcileProductsInStock(inStock: $s) }`, {
      s: [...ids.slice(1), 999_999],
    });
    expect(reconcile.errors).toBeUndefined();
    const change = await feed(
      `mutation($s: [Int!]!, $o: [Int!]!) { setProductsInStock(inStock: $s, outOfStock: $o) }`,
      {
        s: [ids[0]],
        o: [ids[1]],
      },
    );
    expect(change.errors).toBeUndefined();
    inStock.delete(ids[1]);
  });

  afterAll(async () => {
    server.close();
    await close();
  });

  const feed = async (query: string, variables = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: serviceHeaders('commerce', 'catalog', ['catalog:stock']),
      body: JSON.stringify({ query, variables }),
    });
    return response.json();
  };

  const post = async (query: string, variables = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: identityHeaders('catalog'),
      body: JSON.stringify({ query, variables }),
    });
    return response.json();
  };

  it("offers exactly the storefront list's sorts", () => {
    expect([...PRODUCT_PAGE_SORTS]).toEqual([...SORT_KEYS]);
  });

  it("keeps the partial indexes' condition word for word in the read (PostgreSQL uses them only then)", () => {
    for (const { expression } of LISTED_PRODUCT_INDEXES) {
      const condition = expression.split(' where ')[1];
      expect(PRODUCT_PAGE_SQL.count).toContain(`where ${condition}`);
      expect(PRODUCT_PAGE_SQL['price-desc']).toContain(`where ${condition}`);
    }
  });

  it('answers every filter, sort and page as the storefront list shows it today', async () => {
    let compared = 0;
    const matched = new Map<string | null, number>();
    for (const { path, skins, rarities } of CASES) {
      const all = await post(
        `query($f: ProductFilterInput) { products(filter: $f) { id price status blueEssence skins } }`,
        {
          f: path,
        },
      );
      // The browser's listing rule reads the stock: 1 for the products the feed put in stock, else 0.
      const listed = listable(
        (all.data.products as Omit<FilterableProduct, 'stock'>[]).map((p) => ({
          ...p,
          stock: inStock.has(p.id) ? 1 : 0,
        })),
      );
      for (const skin of skins)
        for (const rarity of rarities)
          for (const sort of SORT_KEYS) {
            const visible = sortProducts(filterProducts(listed, { skin, rarity }), sort as SortKey);
            if (rarity === null && sort === 'default' && !Object.keys(path).length) matched.set(skin, visible.length);
            const pages = Math.max(1, Math.ceil(visible.length / PAGE_SIZE));
            // Every page, and one past the last (the list clamps it to the last).
            for (let page = 1; page <= pages + 1; page += 1) {
              const expected = paginate(visible, page);
              const body = await post(
                `query($i: ProductPageInput) { productPage(input: $i) { total page pageSize pageCount items { id } } }`,
                { i: { ...path, skin, rarity, sort, page } },
              );
              expect(body.errors).toBeUndefined();
              expect({ request: { path, skin, rarity, sort, page }, answer: body.data.productPage }).toEqual({
                request: { path, skin, rarity, sort, page },
                answer: {
                  total: visible.length,
                  page: expected.page,
                  pageSize: PAGE_SIZE,
                  pageCount: expected.pageCount,
                  items: expected.items.map((p) => ({ id: p.id })),
                },
              });
              compared += 1;
            }
          }
    }
    // The catalogue must give the comparison something to compare (not only empty lists).
    expect(compared).toBeGreaterThan(600);
    // ... and each skin query of the whole list but the one meant to miss finds products.
    expect([...matched].filter(([, total]) => total === 0)).toEqual([['nothing-like-it', 0]]);
  });

  it("answers the skins the list's skin filter suggests from, per path, as the whole list gave them", async () => {
    for (const { path } of CASES) {
      const all = await post(
        `query($f: ProductFilterInput) { products(filter: $f) { id price status blueEssence skins } }`,
        {
          f: path,
        },
      );
      const listed = listable(
        (all.data.products as Omit<FilterableProduct, 'stock'>[]).map((p) => ({
          ...p,
          stock: inStock.has(p.id) ? 1 : 0,
        })),
      );
      const body = await post(`query($f: ProductFilterInput) { productPageSkins(filter: $f) }`, { f: path });
      expect(body.errors).toBeUndefined();
      for (const query of ['', 'ahri', 'SONA'])
        expect({ path, query, names: skinNameSuggestions(body.data.productPageSkins, query, 10_000) }).toEqual({
          path,
          query,
          names: skinSuggestions(listed, query, 10_000),
        });
      // The whole list has names to suggest, so the comparison cannot pass on empty lists.
      if (!Object.keys(path).length) expect(skinSuggestions(listed, '', 10_000).length).toBeGreaterThan(2);
    }
  });

  it("takes the stock feed from commerce's service token only", async () => {
    const query = `mutation { reconcileProductsInStock(inStock: []) }`;
    for (const headers of [
      identityHeaders('catalog'),
      identityHeaders('catalog', { userId: 1, isAdmin: true }),
      serviceHeaders('commerce', 'catalog', ['catalog:import-products']),
    ]) {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query }) });
      const body = await response.json();
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // Nothing left the list.
    const page = await post(`{ productPage(input: { pageSize: 48 }) { total } }`);
    expect(page.data.productPage.total).toBeGreaterThan(0);
  });

  it('refuses an unknown sort and a page size past the bound with a clear message', async () => {
    const sort = await post(`{ productPage(input: { sort: "rarity-desc" }) { total } }`);
    expect(sort.errors[0].message).toContain('sort must be one of default, price-desc');
    const size = await post(`{ productPage(input: { pageSize: ${MAX_PAGE_SIZE + 1} }) { total } }`);
    expect(size.errors[0].message).toContain(`pageSize must be at most ${MAX_PAGE_SIZE}`);
    const page = await post(`{ productPage(input: { page: 0 }) { total } }`);
    expect(page.errors[0].message).toContain('page must be at least 1');
  });
});
