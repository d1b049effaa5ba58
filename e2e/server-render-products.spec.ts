import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { list, products } from '../mfe-storefront/src/messages';
import { test } from './fixtures';
import { gotoHydrated, watchHydration } from './support';

// Issue 33 part 2 (docs/decisions/0068-one-renderer.md, 0074): the product lists are rendered by
// the gateway with their first page of cards, read from catalog's productPage; the browser starts
// from the server's cache and asks productPage again only for another page, sort or filter.

interface PageAnswer {
  total: number;
  pageCount: number;
  items: Array<{ id: number; price: string }>;
}

/** productPage as the list asks it (path filters, server EUW, 4 a page, oldest first), through the public API. */
async function productPage(request: APIRequestContext, game: string | null, page = 1): Promise<PageAnswer> {
  const input = { game, accountType: null, subCategory: null, server: 'EUW', sort: 'default', page, pageSize: 4 };
  const response = await request.get('/graphql', {
    params: {
      query: 'query($input: ProductPageInput) { productPage(input: $input) { total pageCount items { id price } } }',
      variables: JSON.stringify({ input }),
    },
    headers: { 'apollo-require-preflight': 'true' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { productPage: PageAnswer } }).data.productPage;
}

/** The cards shown, in order: the heading (`#id`) and the BUY NOW button with the price. */
async function expectCards(page: Page, expected: PageAnswer['items']) {
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(expected.length);
  for (const [index, product] of expected.entries()) {
    await expect(cards.nth(index).getByRole('heading', { level: 2 })).toHaveText(`#${product.id}`);
    await expect(cards.nth(index).getByRole('button', { name: `BUY NOW $${product.price}` })).toBeVisible();
  }
}

/** productPage requests (or another root field's: `field`) the page sent (POST or GET to /graphql). */
function countPageQueries(page: Page, field = /\bproductPage\s*\(/): () => number {
  let count = 0;
  const asks = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return false;
    const query =
      request.method() === 'GET'
        ? (url.searchParams.get('query') ?? '')
        : ((request.postDataJSON() as { query?: string } | null)?.query ?? '');
    return field.test(query);
  };
  page.on('request', (request) => void (asks(request) && (count += 1)));
  return () => count;
}

const LISTS = [
  { path: '/products', game: null },
  { path: '/products/lol', game: 'lol' },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, game } of LISTS)
    test(`${path} comes with its first page of cards, titles and prices, and the count`, async ({ page }) => {
      const expected = await productPage(page.request, game);
      expect(expected.items.length).toBeGreaterThan(0);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await response!.text()).toContain('data-rendered="server"');
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(products.pageHeading);
      await expect(page.getByTestId('list-summary').getByRole('status')).toHaveText(list.en.found(expected.total));
      await expectCards(page, expected.items);
      await expect(page.getByTestId('product-card-skeleton')).toHaveCount(0);
      // The dropdowns show their choice in the HTML (the trigger writes it, not the option list).
      await expect(page.getByRole('combobox', { name: list.en.rarityFilter })).toHaveText(list.en.allRarities);
      await expect(page.getByRole('combobox', { name: list.en.sort })).toHaveText(list.en.sorts.default);
      if (expected.pageCount > 1)
        await expect(
          page.getByRole('navigation', { name: list.en.pagination }).getByRole('button', { name: list.en.page(1) }),
        ).toHaveAttribute('aria-current', 'page');
    });
});

test.describe('with JavaScript', () => {
  test('/products/lol hydrates without a warning, reads its first page from the HTML and asks only for the next', async ({
    page,
  }) => {
    const problems = watchHydration(page);
    const first = await productPage(page.request, 'lol');
    const second = await productPage(page.request, 'lol', 2);
    expect(first.pageCount).toBeGreaterThan(1);
    const asked = countPageQueries(page);

    await gotoHydrated(page, '/products/lol');
    await expectCards(page, first.items);
    await page.waitForLoadState('networkidle');
    // The first page came with the HTML: the browser did not ask for it again.
    expect(asked()).toBe(0);

    await page
      .getByRole('navigation', { name: list.en.pagination })
      .getByRole('button', { name: list.en.page(2), exact: true })
      .click();
    await expectCards(page, second.items);
    expect(asked()).toBe(1);
    // Back to page 1: its cards again (from the cache, asked again for fresh stock).
    await page
      .getByRole('navigation', { name: list.en.pagination })
      .getByRole('button', { name: list.en.page(1) })
      .click();
    await expectCards(page, first.items);
    expect(problems).toEqual([]);
  });

  test('/products/lol asks for the skin suggestions only when the skin filter is about to be used', async ({
    page,
  }) => {
    const asked = countPageQueries(page, /\bproductPageSkins\s*\(/);
    await gotoHydrated(page, '/products/lol');
    await page.waitForLoadState('networkidle');
    // Not with the page: most visitors never open the filter (its answer was a long task of the load).
    expect(asked()).toBe(0);
    const skinFilter = page.getByRole('button', { name: /^Skin \/ Champion/ });
    await skinFilter.hover();
    await expect.poll(asked).toBe(1);
    await skinFilter.click();
    await expect(page.getByRole('listbox', { name: 'Skin / Champion' }).getByRole('option').nth(1)).toBeVisible();
    expect(asked()).toBe(1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('the sort opens at the first tap and chooses with another (its option list mounts on first use)', async ({
    page,
  }) => {
    const problems = watchHydration(page);
    await gotoHydrated(page, '/products/lol');
    const sort = page.getByRole('combobox', { name: list.en.sort });
    await expect(sort).toHaveText(list.en.sorts.default);
    await sort.tap();
    await page.getByRole('option', { name: list.en.sorts['price-asc'] }).tap();
    await expect(sort).toHaveText(list.en.sorts['price-asc']);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
