import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Shop, startShop, unitProduct } from '../../test-support/shop';

/**
 * catalog's productPage through the real gateway with the storefront's own card fragment (what
 * part 2 of issue 33 will ask): the hardening lets it through, and each card carries commerce's
 * stock, as the full `products` read does. The list rules themselves are compared in
 * subgraphs/catalog/test/product-page.test.ts.
 */
jest.setTimeout(120_000);

const CARD_FIELDS = readFileSync(
  join(__dirname, '../../mfe-storefront/src/features/products/api/product-card-fields.graphql'),
  'utf8',
);

describe('productPage through the gateway', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop({ gatewayEnv: { RESPONSE_CACHE: 'off' } });
  });

  afterAll(async () => {
    await shop?.close();
  });

  it("answers a guest a page of the storefront's cards, stock from commerce included", async () => {
    const stocked = await unitProduct(shop.admin, 'Paged Stocked', '12.50', 2);
    const guest = shop.client();
    const answer = await guest.post('/graphql', {
      query: `query {
        productPage(input: { sort: "price-desc", pageSize: 48 }) { total page pageSize pageCount items { ...ProductCardFields } }
        newest: productPage(input: { pageSize: 1, page: 1000000 }) { total page items { ...ProductCardFields } }
        products { ...ProductCardFields }
      } ${CARD_FIELDS}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const page = answer.body.data.productPage;
    expect(page.total).toBeGreaterThan(1);
    expect(page.items.length).toBe(Math.min(48, page.total));
    const full = new Map(answer.body.data.products.map((p: { id: number }) => [p.id, p]));
    // Every card is the full read's card, field for field (stock and hasAccountData are commerce's).
    for (const item of page.items) expect(item).toEqual(full.get(item.id));
    // A page past the last answers the last: in the default order (oldest first), the newest product.
    const newest = answer.body.data.newest;
    expect(newest.page).toBe(newest.total);
    expect(newest.items).toEqual([expect.objectContaining({ id: stocked, stock: 2, hasAccountData: true })]);
  });
});
